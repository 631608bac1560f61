import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atWidth, frameAtMost } from '../../../../../.storybook/widths.ts';
import { PendingInvitations } from './PendingInvitations.tsx';
import { invitations } from './teamStoryData.ts';
import type { PendingInvitation } from './teamTypes.ts';

const several: PendingInvitation[] = [
  ...invitations,
  {
    id: 'inv-heitor',
    email: 'heitor.vendas@souzacomercio.com.br',
    role: 'member',
    canPostAsCompany: true,
    canSellAsCompany: true,
    invitedBy: 'Ana Souza',
    expiresAt: '2026-12-02T09:00:00Z',
    isExpired: false,
  },
];

const rowOf = (canvas: HTMLElement, email: string) =>
  within(canvas)
    .getByRole('rowheader', { name: new RegExp(email) })
    .closest('tr') as HTMLElement;

const meta = {
  title: 'Settings/PendingInvitations',
  component: PendingInvitations,
  args: { invitations: several, canManage: true, onResend: fn(), onRevoke: fn() },
  parameters: {
    docs: {
      description: {
        component: [
          'The invitations sent and not yet accepted, with their count in the heading: the address, the role and permissions offered, who sent it and when it expires (or Expired, past its 7 days). Admins resend one (a new link, valid for 7 more days; the old one stops working) or revoke it; while that is on its way the row is busy and says Saving... in place of its buttons, and a failure shows its message under the address. Members read the list without the Actions column. With none waiting it says so. A table from 840 px of room, cards below.',
          "**When to use:** the organization's pending invitations, under its people.",
          '**Use instead:** [InviteDialog](?path=/docs/settings-invitedialog--docs) to send new ones; [MemberRow](?path=/docs/settings-memberrow--docs) for people who have joined; [InvitationPage](?path=/docs/teams-invitationpage--docs) for the page the invited person opens.',
          '**In the product:** `/settings`, Team tab, under the people (TeamMembers shows it to admins).',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof PendingInvitations>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Several: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: /^Pending invitations ?3$/ })).toBeVisible();
    const table = canvas.getByRole('table', { name: /^Pending invitations ?3$/ });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Address', 'Role', 'Permissions', 'Invited by', 'Expires', 'Actions']);
    await expect(
      within(rowOf(canvasElement, 'felipe@souzacomercio.com.br'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Member', 'Sell as the company', 'Ana Souza', 'Nov 30, 2026', 'ResendRevoke']);
    const gisele = within(rowOf(canvasElement, 'gisele.contabil@outlook.com'));
    await expect(gisele.getByText('Expired')).toBeVisible();
    await expect(gisele.getByText('None')).toBeVisible();
    await expect(
      within(rowOf(canvasElement, 'heitor.vendas@souzacomercio.com.br')).getByText(
        'Post as the company, Sell as the company',
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText('Resending mails a new link, valid for 7 days; the old one stops working.'),
    ).toBeVisible();

    await userEvent.click(
      canvas.getByRole('button', { name: 'Resend', description: 'gisele.contabil@outlook.com' }),
    );
    await expect(args.onResend).toHaveBeenCalledWith('inv-gisele');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Revoke', description: 'felipe@souzacomercio.com.br' }),
    );
    await expect(args.onRevoke).toHaveBeenCalledWith('inv-felipe');
  },
};

export const Empty: Story = {
  args: { invitations: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: /^Pending invitations ?0$/ })).toBeVisible();
    await expect(canvas.getByText('No invitations waiting for an answer.')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.queryByText(/Resending mails a new link/)).toBeNull();
  },
};

/**
 * A resend or a revoke on its way: that row is busy and waits, the others can still be pressed. The row
 * says Saving... for either; the caller knows which it asked for.
 */
export const InProgress: Story = {
  args: { status: { 'inv-felipe': { isSaving: true }, 'inv-gisele': { isSaving: true } } },
  play: async ({ args, canvasElement }) => {
    for (const email of ['felipe@souzacomercio.com.br', 'gisele.contabil@outlook.com']) {
      const row = rowOf(canvasElement, email);
      await expect(row).toHaveAttribute('aria-busy', 'true');
      await expect(within(row).getByRole('status')).toHaveTextContent('Saving...');
      await expect(within(row).queryByRole('button')).toBeNull();
    }
    const heitor = within(rowOf(canvasElement, 'heitor.vendas@souzacomercio.com.br'));
    await userEvent.click(heitor.getByRole('button', { name: 'Resend' }));
    await expect(args.onResend).toHaveBeenCalledWith('inv-heitor');
  },
};

/** The last resend failed: its message under the address, and Resend again to try once more. */
export const Failed: Story = {
  args: { status: { 'inv-gisele': { error: 'The mail could not be sent.' } } },
  play: async ({ args, canvas, canvasElement }) => {
    const gisele = within(rowOf(canvasElement, 'gisele.contabil@outlook.com'));
    await expect(gisele.getByRole('alert')).toHaveTextContent('The mail could not be sent.');
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    await userEvent.click(gisele.getByRole('button', { name: 'Resend' }));
    await expect(args.onResend).toHaveBeenCalledWith('inv-gisele');
  },
};

/** Members read the list: no Actions column, no buttons, no note about resending. */
export const MemberView: Story = {
  args: { canManage: false },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: /^Pending invitations ?3$/ });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(5);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByText(/Resending mails a new link/)).toBeNull();
  },
};

/** Below 840 px of room each invitation is a card, its buttons at the end. */
export const Phone: Story = {
  ...atWidth('mobile', 900),
  play: async ({ canvas, canvasElement }) => {
    if (!frameAtMost(360)) return;
    await expect(getComputedStyle(rowOf(canvasElement, 'gisele.contabil@outlook.com')).display).toBe('flex');
    for (const button of canvas.getAllByRole('button')) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(360);
    }
  },
};
