import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atWidth, frameAtMost } from '../../../../../.storybook/widths.ts';
import { MemberRow, type MemberRowProps, PEOPLE_COLUMNS } from './MemberRow.tsx';
import { people } from './TeamMembers.css.ts';
import { team } from './teamStoryData.ts';

const memberOf = (id: string) => {
  const member = team.find((person) => person.id === id);
  if (!member) throw new Error(`No ${id} in the team's story data`);
  return member;
};
const ana = memberOf('m-ana');
const carla = memberOf('m-carla');
const elisa = memberOf('m-elisa');

/** A row is a `<tr>`: it renders inside the team table's frame, head and body, as TeamMembers lays them. */
const inTeamTable: Decorator<MemberRowProps> = (Story, { args }) => (
  <div className={people.frame}>
    <table className={people.table} aria-label="Team">
      <thead className={people.head}>
        <tr>
          {Object.entries(PEOPLE_COLUMNS)
            .filter(([column]) => args.canManage || column !== 'actions')
            .map(([column, label]) => (
              <th key={column} scope="col" className={people.headCell}>
                {label}
              </th>
            ))}
        </tr>
      </thead>
      <tbody className={people.body}>
        <Story />
      </tbody>
    </table>
  </div>
);

const meta = {
  title: 'Settings/MemberRow',
  component: MemberRow,
  args: {
    member: carla,
    isYou: false,
    canManage: true,
    isOnlyAdmin: false,
    onRoleChange: fn(),
    onPermissionChange: fn(),
    onAskRemove: fn(),
  },
  decorators: [inTeamTable],
  parameters: {
    docs: {
      description: {
        component: [
          "One person in the team table: name and email (with a You badge on one's own row), role, the two permissions, two-factor, joined and last sign-in. An admin sees the role as a RolePicker, the permissions as checkboxes and a Remove button (not on their own row: one leaves from the tab); a member reads the role and the granted permissions as badges. The organization's only admin cannot change their role, the reason beside the picker. While a change saves, the row is busy, its controls disabled and Saving... in place of Remove; a failed change shows its message under the name. It is a table row: it renders inside the table TeamMembers gives it, a card below 920 px of room.",
          '**When to use:** inside the team table, one per person of the page on screen.',
          '**Use instead:** [TeamMembers](?path=/docs/settings-teammembers--docs) for the whole tab (search, paging, the removal and leave confirmations); [PendingInvitations](?path=/docs/settings-pendinginvitations--docs) for people invited and not yet in.',
          '**In the product:** `/settings`, Team tab, each row of the people table.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof MemberRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An admin looking at someone else's row: every control. */
export const ManagedByAnAdmin: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('rowheader', { name: /Carla Mendes/ })).toHaveTextContent(
      'carla@souzacomercio.com.br',
    );
    await expect(canvas.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'AdminMember',
      'Post as the companySell as the company',
      'Off',
      'Jun 20, 2026',
      expect.stringMatching(/^Nov 20, 2026, \d+:30\s[AP]M$/),
      'Remove',
    ]);
    const post = canvas.getByRole('checkbox', { name: 'Post as the company', description: 'Carla Mendes' });
    const sell = canvas.getByRole('checkbox', { name: 'Sell as the company', description: 'Carla Mendes' });
    await expect(post).not.toBeChecked();
    await expect(sell).toBeChecked();
    await userEvent.click(post);
    await expect(args.onPermissionChange).toHaveBeenCalledWith('canPostAsCompany', true);
    await userEvent.click(sell);
    await expect(args.onPermissionChange).toHaveBeenLastCalledWith('canSellAsCompany', false);
    await userEvent.click(canvas.getByRole('radio', { name: 'Admin' }));
    await expect(args.onRoleChange).toHaveBeenCalledWith('admin');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove', description: 'Carla Mendes' }));
    await expect(args.onAskRemove).toHaveBeenCalledTimes(1);
  },
};

/** One's own row: the You badge, and no Remove (one leaves from the tab instead). */
export const You: Story = {
  args: { member: ana, isYou: true },
  play: async ({ canvas }) => {
    const name = canvas.getByRole('rowheader', { name: /Ana Souza/ });
    await expect(within(name).getByText('You')).toBeVisible();
    const picker = canvas.getByRole('radiogroup', { name: 'Role of Ana Souza' });
    await expect(within(picker).getByRole('radio', { name: 'Member' })).toBeEnabled();
    await expect(canvas.getByRole('checkbox', { name: 'Post as the company' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Sell as the company' })).toBeChecked();
    await expect(canvas.queryByRole('button', { name: 'Remove' })).toBeNull();
  },
};

/** The organization's only admin, on their own row: the role stays, the reason beside it. */
export const LastAdmin: Story = {
  args: { member: ana, isYou: true, isOnlyAdmin: true },
  play: async ({ args, canvas }) => {
    const picker = canvas.getByRole('radiogroup', { name: 'Role of Ana Souza' });
    await expect(picker).toHaveAttribute('aria-disabled', 'true');
    await expect(picker).toHaveAccessibleDescription('The only admin: make someone else an admin first.');
    await userEvent.click(within(picker).getByRole('radio', { name: 'Member' }));
    await expect(args.onRoleChange).not.toHaveBeenCalled();
    const post = canvas.getByRole('checkbox', { name: 'Post as the company' });
    await expect(post).toBeEnabled();
    await userEvent.click(post);
    await expect(args.onPermissionChange).toHaveBeenCalledWith('canPostAsCompany', false);
  },
};

/** A member reads an admin's row: the role and both granted permissions as badges, nothing to press. */
export const ReadOnlyWithPermissions: Story = {
  args: { member: ana, canManage: false },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('columnheader')).toHaveLength(6);
    await expect(canvas.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Admin',
      'Post as the companySell as the company',
      'On',
      'Mar 2, 2026',
      expect.stringMatching(/^Nov 24, 2026, \d+:42\s[AP]M$/),
    ]);
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A member reads a row with no permission granted, who never signed in. */
export const ReadOnlyWithoutPermissions: Story = {
  args: { member: elisa, canManage: false },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Member',
      'None',
      'Off',
      'Nov 22, 2026',
      'Never',
    ]);
  },
};

/** With an external identity provider WinHub does not know who has a second factor. */
export const SecondFactorAtTheProvider: Story = {
  args: { member: { ...carla, hasSecondFactor: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Set by your identity provider')).toBeVisible();
  },
};

export const Saving: Story = {
  args: { status: { isSaving: true } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getAllByRole('row')[1]).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Saving...');
    await expect(canvas.getByRole('radio', { name: 'Admin' })).toBeDisabled();
    for (const checkbox of canvas.getAllByRole('checkbox')) await expect(checkbox).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Remove' })).toBeNull();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Post as the company' }));
    await expect(args.onPermissionChange).not.toHaveBeenCalled();
  },
};

/** The last change failed: its message under the name, the controls back to try again. */
export const Failed: Story = {
  args: { status: { error: 'The permission was not saved. Try again.' } },
  play: async ({ args, canvas }) => {
    const name = canvas.getByRole('rowheader', { name: /Carla Mendes/ });
    await expect(within(name).getByRole('alert')).toHaveTextContent(
      'The permission was not saved. Try again.',
    );
    await expect(canvas.getAllByRole('row')[1]).not.toHaveAttribute('aria-busy');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Post as the company' }));
    await expect(args.onPermissionChange).toHaveBeenCalledWith('canPostAsCompany', true);
    await expect(canvas.getByRole('button', { name: 'Remove' })).toBeEnabled();
  },
};

/** Below 920 px of room the row is a card, each value after its column's name. */
export const Card: Story = {
  ...atWidth('mobile', 640),
  play: async ({ canvas }) => {
    if (!frameAtMost(360)) return;
    const row = canvas.getAllByRole('row')[1] as HTMLElement;
    await expect(getComputedStyle(row).display).toBe('flex');
    await expect(canvas.getByRole('radiogroup', { name: 'Role of Carla Mendes' })).toBeVisible();
    const frame = canvas.getByRole('table', { name: 'Team' }).parentElement as HTMLElement;
    await expect(frame.scrollWidth).toBeLessThanOrEqual(frame.clientWidth);
  },
};
