import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { atWidth } from '../../../../../.storybook/widths.ts';
import { InviteDialog } from './InviteDialog.tsx';

const meta = {
  title: 'Settings/InviteDialog',
  component: InviteDialog,
  args: {
    isOpen: true,
    organizationName: 'Souza Comércio',
    onSubmit: fn(),
    onClose: fn(),
    onInviteMore: fn(),
  },
  parameters: {
    layout: 'fullscreen',
    screenshot: { width: 1024, height: 760 },
    docs: {
      description: {
        component: [
          'Invite one or several people at once: their addresses (separated by commas, spaces or new lines), a role (Member by default, as the product rules say) and the two permissions. Sending checks every address first and names, beside the field, each one that is not an address. Then the server answers per address (invited, already a member, already invited, not a valid address); "Invite more" goes back to the form with the refused addresses still in the field.',
          '**When to use:** from the Team tab\'s "Invite people", for admins.',
          '**Use instead:** [TeamMembers](?path=/docs/settings-teammembers--docs) to change the role or permissions of someone already in, or to resend an invitation.',
          '**In the product:** `/settings`, Team tab, "Invite people".',
        ].join('\n\n'),
      },
      story: { inline: false, height: '720px' },
    },
  },
} satisfies Meta<typeof InviteDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.getByRole('dialog', { name: 'Invite people' });

export const Empty: Story = {
  play: async ({ args }) => {
    const addresses = within(dialog()).getByRole('textbox', { name: 'Email addresses' });
    await waitFor(() => expect(addresses).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    await expect(addresses).toHaveAccessibleDescription(/Enter at least one email address\./);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvalidAddresses: Story = {
  play: async ({ args }) => {
    const addresses = within(dialog()).getByRole('textbox', { name: 'Email addresses' });
    await userEvent.type(addresses, 'felipe@souza.com.br, gisele@, caio souza@x.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    await expect(addresses).toHaveAttribute('aria-invalid', 'true');
    // the dialog may still be fading in (opacity 0 on its first frame)
    await waitFor(() =>
      expect(within(dialog()).getByText('Not email addresses: gisele@, caio')).toBeVisible(),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const RoleAndPermissions: Story = {
  play: async ({ args }) => {
    const form = within(dialog());
    await userEvent.type(
      form.getByRole('textbox', { name: 'Email addresses' }),
      'felipe@souza.com.br\nGisele@Contabil.com',
    );
    await expect(form.getByText('Uses the services and sees the team.')).toBeVisible();
    await userEvent.click(form.getByRole('button', { name: /Role/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Admin' }));
    await expect(form.getByText(/Manages the team/)).toBeVisible();
    const sell = form.getByRole('checkbox', { name: 'Sell as the company' });
    await expect(sell).toHaveAccessibleDescription("Sell in Market in the company's name.");
    await userEvent.click(sell);
    await userEvent.click(screen.getByRole('button', { name: 'Send invitations' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      emails: ['felipe@souza.com.br', 'Gisele@Contabil.com'],
      role: 'admin',
      canPostAsCompany: false,
      canSellAsCompany: true,
    });
  },
};

export const Sending: Story = {
  args: { isPending: true },
  play: async () => {
    await expect(screen.getByRole('button', { name: 'Sending invitations...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(dialog()).getByRole('textbox', { name: 'Email addresses' })).toBeDisabled();
    await expect(within(dialog()).queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

export const RequestFailed: Story = {
  args: { error: 'The invitations could not be sent. Try again in a moment.' },
  play: async () => {
    await expect(within(dialog()).getByRole('alert')).toHaveTextContent('could not be sent');
  },
};

export const Answers: Story = {
  args: {
    results: [
      { email: 'felipe@souzacomercio.com.br', outcome: 'invited' },
      { email: 'helena@souzacomercio.com.br', outcome: 'invited' },
      { email: 'carla@souzacomercio.com.br', outcome: 'already_member' },
      { email: 'gisele.contabil@outlook.com', outcome: 'already_invited' },
      { email: 'igor@exemplo', outcome: 'invalid' },
    ],
  },
  play: async ({ args }) => {
    const answers = within(dialog());
    await expect(answers.getByRole('status')).toHaveTextContent('2 of 5 invited.');
    const items = within(answers.getByRole('list', { name: 'Answer for each address' })).getAllByRole(
      'listitem',
    );
    await expect(items.map((item) => item.textContent)).toEqual([
      'felipe@souzacomercio.com.brInvited',
      'helena@souzacomercio.com.brInvited',
      'carla@souzacomercio.com.brAlready a member',
      'gisele.contabil@outlook.comAlready invited',
      'igor@exemploNot a valid address',
    ]);
    await userEvent.click(answers.getByRole('button', { name: 'Invite more' }));
    await expect(args.onInviteMore).toHaveBeenCalledTimes(1);
    await userEvent.click(answers.getByRole('button', { name: 'Done' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = { ...atWidth('mobile', 740) };
