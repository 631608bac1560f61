import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atWidth, frameAtMost } from '../../../../../.storybook/widths.ts';
import { TeamMembers } from './TeamMembers.tsx';
import { invitations, largeTeamPage, team } from './teamStoryData.ts';

const meta = {
  title: 'Settings/TeamMembers',
  component: TeamMembers,
  args: {
    organizationName: 'Souza Comércio',
    viewer: { memberId: 'm-ana', role: 'admin' },
    members: team,
    total: team.length,
    offset: 0,
    adminCount: 2,
    search: '',
    invitations,
    onSearchChange: fn(),
    onPreviousPage: fn(),
    onNextPage: fn(),
    onRetry: fn(),
    onRoleChange: fn(),
    onPermissionChange: fn(),
    onRemove: fn(),
    onInvite: fn(),
    onResendInvitation: fn(),
    onRevokeInvitation: fn(),
    onLeave: fn(),
  },
  parameters: {
    docs: {
      description: {
        component: [
          "The Team tab of the organization's settings: its people (name, email, role, the two permissions, two-factor, joined, last sign-in) and its pending invitations. Admins change a role or a permission in the row (the row shows Saving... until the app answers, and the error beside it if it fails), remove a person after a confirmation, resend or revoke an invitation; members read. Anyone can leave, except the last admin, whose role cannot change either (disabled, with the reason beside). The list is searched and paged by the caller (the api pages it), so a 1,000-person organization stays quick. A table where there is room, cards in the 720 px settings column and on phones.",
          '**When to use:** the people of the active organization and what each may do.',
          "**Use instead:** [InviteDialog](?path=/docs/settings-invitedialog--docs) to invite (this tab's Invite people opens it); [SessionsPanel](?path=/docs/identity-sessionspanel--docs) for one's own sessions; [OrganizationActivity](?path=/docs/settings-organizationactivity--docs) for who changed what.",
          '**In the product:** `/settings`, Team tab.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof TeamMembers>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const AdminView: Story = {
  ...atWidth('wide', 900),
  play: async ({ args, canvas }) => {
    const table = canvas.getByRole('table', { name: 'Team' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Person', 'Role', 'Permissions', 'Two-factor', 'Joined', 'Last sign-in', 'Actions']);
    await expect(within(table).getAllByRole('rowheader')).toHaveLength(5);
    await expect(canvas.getByText('1–5 of 5 people')).toBeVisible();

    const carlaRole = canvas.getByRole('radiogroup', { name: 'Role of Carla Mendes' });
    await expect(within(carlaRole).getByRole('radio', { name: 'Member' })).toBeChecked();
    await userEvent.click(within(carlaRole).getByRole('radio', { name: 'Member' }));
    await expect(args.onRoleChange).not.toHaveBeenCalled();
    await userEvent.click(within(carlaRole).getByRole('radio', { name: 'Admin' }));
    await expect(args.onRoleChange).toHaveBeenCalledWith('m-carla', 'admin');

    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'Sell as the company', description: 'Diego Rocha' }),
    );
    await expect(args.onPermissionChange).toHaveBeenCalledWith('m-diego', 'canSellAsCompany', true);

    // your own row has no Remove: you leave from the section below
    await expect(canvas.queryByRole('button', { name: 'Remove', description: /Ana Souza/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove', description: 'Elisa Prado' }));
    const dialog = body().getByRole('alertdialog', { name: 'Remove Elisa Prado?' });
    await expect(dialog).toHaveTextContent('elisa.prado@gmail.com');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await expect(args.onRemove).toHaveBeenCalledWith('m-elisa');

    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search people' }), 'c');
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('c');
    await userEvent.click(canvas.getByRole('button', { name: 'Invite people' }));
    await expect(args.onInvite).toHaveBeenCalledTimes(1);
  },
};

export const PendingInvitations: Story = {
  ...atWidth('wide', 900),
  play: async ({ args, canvas }) => {
    const table = canvas.getByRole('table', { name: /Pending invitations/ });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(3);
    await expect(within(rows[1] as HTMLElement).getByText('Sell as the company')).toBeVisible();
    await expect(within(rows[2] as HTMLElement).getByText('Expired')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Resend', description: 'gisele.contabil@outlook.com' }),
    );
    await expect(args.onResendInvitation).toHaveBeenCalledWith('inv-gisele');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Revoke', description: 'felipe@souzacomercio.com.br' }),
    );
    await expect(args.onRevokeInvitation).toHaveBeenCalledWith('inv-felipe');
  },
};

export const MemberView: Story = {
  ...atWidth('wide', 900),
  args: { viewer: { memberId: 'm-carla', role: 'member' }, invitations: undefined },
  play: async ({ args, canvas }) => {
    const table = canvas.getByRole('table', { name: 'Team' });
    await expect(within(table).queryAllByRole('checkbox')).toHaveLength(0);
    await expect(within(table).queryByRole('button')).toBeNull();
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(6);
    await expect(canvas.queryByRole('button', { name: 'Invite people' })).toBeNull();
    await expect(canvas.queryByRole('table', { name: /Pending invitations/ })).toBeNull();
    const carla = within(
      within(table)
        .getByRole('rowheader', { name: /Carla Mendes/ })
        .closest('tr') as HTMLElement,
    );
    await expect(carla.getByText('You')).toBeVisible();
    await expect(carla.getByText('Sell as the company')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Leave organization' }));
    const dialog = body().getByRole('alertdialog', { name: 'Leave Souza Comércio?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await expect(args.onLeave).toHaveBeenCalledTimes(1);
  },
};

export const OnlyAdmin: Story = {
  ...atWidth('wide', 900),
  args: {
    members: team.map((member) => (member.id === 'm-bruno' ? { ...member, role: 'member' } : member)),
    adminCount: 1,
  },
  play: async ({ canvas }) => {
    const picker = canvas.getByRole('radiogroup', { name: 'Role of Ana Souza' });
    await expect(picker).toHaveAttribute('aria-disabled', 'true');
    await expect(within(picker).getByRole('radio', { name: 'Member' })).toBeDisabled();
    await expect(picker).toHaveAccessibleDescription('The only admin: make someone else an admin first.');
    await expect(
      within(canvas.getByRole('radiogroup', { name: 'Role of Bruno Lima' })).getByRole('radio', {
        name: 'Admin',
      }),
    ).toBeEnabled();
    const leave = canvas.getByRole('button', { name: 'Leave organization' });
    await expect(leave).toBeDisabled();
    await expect(leave).toHaveAccessibleDescription(
      'You are the only admin: make someone else an admin before you leave.',
    );
  },
};

export const LargeOrganization: Story = {
  ...atWidth('wide', 900),
  args: {
    members: largeTeamPage,
    total: 1000,
    offset: 40,
    adminCount: 12,
    viewer: { memberId: 'm-ana', role: 'admin' },
    invitations: [],
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Pages of people' })).toHaveTextContent(
      '41–60 of 1,000 people',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onNextPage).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(args.onPreviousPage).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('No invitations waiting for an answer.')).toBeVisible();
  },
};

export const NoMatch: Story = {
  args: { search: 'zé', members: [], total: 0 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('No one matches “zé”.')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Pages of people' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show everyone' }));
    await expect(args.onSearchChange).toHaveBeenLastCalledWith('');
  },
};

export const Loading: Story = {
  args: { status: 'loading', members: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Team' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading people...')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', loadError: 'The team could not be loaded. Check your connection.', members: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The team could not be loaded.');
    await expect(canvas.queryByRole('table', { name: 'Team' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const RowsSaving: Story = {
  ...atWidth('wide', 900),
  args: {
    rowStatus: {
      'm-carla': { isSaving: true },
      'm-diego': { error: 'The permission was not saved. Try again.' },
    },
    invitationStatus: {
      'inv-felipe': { isSaving: true },
      'inv-gisele': { error: 'The mail could not be sent.' },
    },
  },
  play: async ({ canvas }) => {
    const carla = canvas.getByRole('rowheader', { name: /Carla Mendes/ }).closest('tr') as HTMLElement;
    await expect(carla).toHaveAttribute('aria-busy', 'true');
    await expect(within(carla).getByRole('radio', { name: 'Admin' })).toBeDisabled();
    await expect(within(carla).getByRole('status')).toHaveTextContent('Saving...');
    const diego = canvas.getByRole('rowheader', { name: /Diego Rocha/ }).closest('tr') as HTMLElement;
    await expect(within(diego).getByRole('alert')).toHaveTextContent(
      'The permission was not saved. Try again.',
    );
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
  },
};

export const Leaving: Story = {
  args: { isLeaving: true, leaveError: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Leaving...' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const LeaveFailed: Story = {
  args: { leaveError: 'You could not leave: try again in a moment.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('You could not leave');
  },
};

/** In a 768 px window (and in the 720 px settings column) each person is a card. */
export const Tablet: Story = {
  ...atWidth('tablet', 1024),
  play: async ({ canvas }) => {
    if (!frameAtMost(768)) return;
    const carla = canvas.getByRole('rowheader', { name: /Carla Mendes/ }).closest('tr') as HTMLElement;
    await expect(getComputedStyle(carla).display).toBe('flex');
    await expect(within(carla).getByRole('radiogroup', { name: 'Role of Carla Mendes' })).toBeVisible();
    const frame = canvas.getByRole('table', { name: 'Team' }).parentElement as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};

export const Phone: Story = {
  ...atWidth('mobile', 740),
  args: { members: team.slice(0, 3), total: 5 },
  play: async ({ canvas }) => {
    if (!frameAtMost(360)) return;
    for (const button of canvas.getAllByRole('button')) {
      const box = button.getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(360);
    }
  },
};

export const PhoneMemberView: Story = {
  ...atWidth('mobile', 740),
  args: {
    viewer: { memberId: 'm-carla', role: 'member' },
    invitations: undefined,
    members: team.slice(0, 3),
  },
};
