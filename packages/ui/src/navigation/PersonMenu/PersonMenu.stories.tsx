import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { withLinkRouter } from '../../../../../.storybook/decorators/withLinkRouter.tsx';
import { atWidth } from '../../../../../.storybook/widths.ts';
import { PersonMenu } from './PersonMenu.tsx';
import { person } from './personStoryData.ts';

const meta = {
  title: 'Navigation/PersonMenu',
  component: PersonMenu,
  args: { ...person, onSwitchOrganization: fn(), onSignOut: fn() },
  decorators: [
    withLinkRouter,
    (Story) => (
      <div
        style={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'flex-end', minHeight: '400px' }}
      >
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: [
          'The signed-in person in the header: a menu button with their name and active organization (the icon alone below 1024 px, the name still its label). Inside: who is signed in, their organizations with their role in each (the active one checked; choosing another switches, and the button says "Switching to…" meanwhile), "Your account" and Sign Out. Arrow keys move through the menu, Escape closes it. On phones the same choices are laid out in the phone menu: [PersonMenuPanel](?path=/docs/navigation-personmenupanel--docs).',
          '**When to use:** in AppHeader, given its `person`, on every signed-in page.',
          '**Use instead:** [AppHeader](?path=/docs/navigation-appheader--docs) without `person` (a plain Sign Out button) where the person is not known yet; [AccountConsole](?path=/docs/identity-accountconsole--docs) for the account itself.',
          '**In the product:** the header of signed-in pages (`/dashboard`, `/billing`, `/settings`, `/account`…).',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof PersonMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /^Ana Souza ?, ?Souza Comércio$/ });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const menu = await screen.findByRole('menu', { name: /Ana Souza/ });
    const organizations = within(menu).getAllByRole('menuitemradio');
    await expect(organizations.map((item) => item.textContent)).toEqual([
      'Souza ComércioAdmin',
      'Lima & Filhos Distribuidora de AlimentosMember',
    ]);
    await expect(organizations[0]).toHaveAttribute('aria-checked', 'true');
    await expect(organizations[1]).toHaveAttribute('aria-checked', 'false');
    await expect(within(menu).getByRole('menuitem', { name: 'Your account' })).toHaveAttribute(
      'href',
      '/account',
    );
  },
};

export const SwitchOrganization: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Ana Souza ?, ?Souza Comércio$/ }));
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: /Lima & Filhos/ }));
    await expect(args.onSwitchOrganization).toHaveBeenCalledWith('org-lima');
  },
};

export const ChoosingTheActiveOneChangesNothing: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^Ana Souza ?, ?Souza Comércio$/ }));
    await userEvent.click(
      within(await screen.findByRole('menu')).getByRole('menuitemradio', { name: /Souza Comércio/ }),
    );
    await expect(args.onSwitchOrganization).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Ana Souza ?, ?Souza Comércio$/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getAllByRole('menuitemradio')[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const Switching: Story = {
  args: { switchingToId: 'org-lima' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', {
        name: /^Ana Souza ?, ?Switching to Lima & Filhos Distribuidora de Alimentos\.\.\.$/,
      }),
    ).toBeVisible();
  },
};

export const OneOrganization: Story = {
  args: { defaultOpen: true, organizations: [{ id: 'org-souza', name: 'Souza Comércio', role: 'member' }] },
  play: async () => {
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitemradio')).toHaveLength(1);
  },
};

/** Below 1024 px the button shows the icon alone; its name still says who and where. */
export const Tablet: Story = {
  ...atWidth('tablet', 420),
  args: { defaultOpen: true },
};
