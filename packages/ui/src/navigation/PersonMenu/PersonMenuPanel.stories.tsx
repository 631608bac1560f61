import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withLinkRouter } from '../../../../../.storybook/decorators/withLinkRouter.tsx';
import { atWidth } from '../../../../../.storybook/widths.ts';
import { PersonMenuPanel } from './PersonMenuPanel.tsx';
import { person } from './personStoryData.ts';

const meta = {
  title: 'Navigation/PersonMenuPanel',
  component: PersonMenuPanel,
  args: { ...person, onSwitchOrganization: fn(), onSignOut: fn() },
  decorators: [withLinkRouter],
  parameters: {
    docs: {
      description: {
        component: [
          "The person menu laid out in the phone menu, below 768 px: who is signed in (name and email), their organizations as a list of buttons with their role in each (the active one marked current and checked; pressing another switches, and while it switches every organization waits, the chosen one with a spinner), Your account and Sign Out. The same choices as PersonMenu's, in the page's flow instead of a popover: Tab moves through them, Enter or Space presses.",
          "**When to use:** in AppHeader's phone menu, given its `person`, on every signed-in page.",
          '**Use instead:** [PersonMenu](?path=/docs/navigation-personmenu--docs) in the header bar from 768 px; [PhoneMenu](?path=/docs/navigation-phonemenu--docs) for the menu that holds it.',
          '**In the product:** the phone menu of signed-in pages (`/dashboard`, `/billing`, `/settings`, `/account`…).',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof PersonMenuPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The phone menu's width, where the panel is used. */
const inThePhoneMenu = atWidth('mobile', 520);

const organizationsIn = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('list', { name: 'Organizations' })).getAllByRole('button');

/** A person of two organizations: the switcher. */
export const SeveralOrganizations: Story = {
  ...inThePhoneMenu,
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByText('Ana Souza')).toBeVisible();
    await expect(canvas.getByText('ana@souzacomercio.com.br')).toBeVisible();
    const [souza, lima] = organizationsIn(canvasElement) as [HTMLElement, HTMLElement];
    await expect(souza).toHaveAccessibleName('Souza Comércio Admin');
    await expect(souza).toHaveAttribute('aria-current', 'true');
    await expect(lima).toHaveAccessibleName('Lima & Filhos Distribuidora de Alimentos Member');
    await expect(lima).not.toHaveAttribute('aria-current');
    await userEvent.click(souza);
    await expect(args.onSwitchOrganization).not.toHaveBeenCalled();
    await userEvent.click(lima);
    await expect(args.onSwitchOrganization).toHaveBeenCalledWith('org-lima');
    await expect(canvas.getByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/account');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

/** A person of one organization: it is listed, current, and pressing it changes nothing. */
export const OneOrganization: Story = {
  ...inThePhoneMenu,
  args: { organizations: [{ id: 'org-souza', name: 'Souza Comércio', role: 'member' }] },
  play: async ({ args, canvasElement }) => {
    const organizations = organizationsIn(canvasElement);
    await expect(organizations).toHaveLength(1);
    await expect(organizations[0]).toHaveAccessibleName('Souza Comércio Member');
    await expect(organizations[0]).toHaveAttribute('aria-current', 'true');
    await userEvent.click(organizations[0] as HTMLElement);
    await expect(args.onSwitchOrganization).not.toHaveBeenCalled();
  },
};

/** While a switch is on its way, no other can start; Your account and Sign Out still work. */
export const Switching: Story = {
  ...inThePhoneMenu,
  args: { switchingToId: 'org-lima' },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(
      canvas.getByRole('progressbar', { name: 'Switching to Lima & Filhos Distribuidora de Alimentos' }),
    ).toBeVisible();
    for (const organization of organizationsIn(canvasElement)) await expect(organization).toBeDisabled();
    await userEvent.click(organizationsIn(canvasElement)[1] as HTMLElement);
    await expect(args.onSwitchOrganization).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

export const Keyboard: Story = {
  ...inThePhoneMenu,
  args: {
    organizations: [...person.organizations, { id: 'org-prado', name: 'Prado Contabilidade', role: 'admin' }],
    accountHref: '/account?tab=profile',
  },
  play: async ({ args, canvas, canvasElement }) => {
    const [souza, lima, prado] = organizationsIn(canvasElement) as [HTMLElement, HTMLElement, HTMLElement];
    await userEvent.tab();
    await expect(souza).toHaveFocus();
    await userEvent.tab();
    await expect(lima).toHaveFocus();
    await userEvent.tab();
    await expect(prado).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSwitchOrganization).toHaveBeenCalledWith('org-prado');
    await userEvent.tab();
    const account = canvas.getByRole('link', { name: 'Your account' });
    await expect(account).toHaveFocus();
    await expect(account).toHaveAttribute('href', '/account?tab=profile');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Sign Out' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};
