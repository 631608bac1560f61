import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cellNote } from '../shared/tableCells.css.ts';
import { RolePicker } from './RolePicker.tsx';
import { controls } from './TeamMembers.css.ts';

const meta = {
  title: 'Settings/RolePicker',
  component: RolePicker,
  args: { personName: 'Carla Mendes', role: 'member', onChange: fn() },
  parameters: {
    docs: {
      description: {
        component: [
          'A person\'s role in a row of the team table: Admin and Member side by side, the chosen one filled. It is a radio group named after the person ("Role of Carla Mendes"): arrow keys move the focus, Space or Enter chooses. Choosing the role already held does nothing; choosing the other calls `onChange`, and the picker shows the new role once the caller passes it back as `role`. While the row saves, and for the organization\'s only admin (with the reason beside it, named by `aria-describedby`), it is disabled.',
          '**When to use:** changing the role of one person of the organization, in their row of the team table, for admins.',
          "**Use instead:** [MemberRow](?path=/docs/settings-memberrow--docs), which places it with the person's permissions and removal; [InviteDialog](?path=/docs/settings-invitedialog--docs) to choose the role of people being invited.",
          '**In the product:** `/settings`, Team tab, the Role column of each person (admins only).',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof RolePicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {
  play: async ({ args, canvas }) => {
    const picker = canvas.getByRole('radiogroup', { name: 'Role of Carla Mendes' });
    await expect(within(picker).getByRole('radio', { name: 'Member' })).toBeChecked();
    await expect(within(picker).getByRole('radio', { name: 'Admin' })).not.toBeChecked();
    await userEvent.click(within(picker).getByRole('radio', { name: 'Member' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(within(picker).getByRole('radio', { name: 'Admin' }));
    await expect(args.onChange).toHaveBeenCalledWith('admin');
  },
};

export const Admin: Story = {
  args: { personName: 'Bruno Lima', role: 'admin' },
  play: async ({ args, canvas }) => {
    const picker = canvas.getByRole('radiogroup', { name: 'Role of Bruno Lima' });
    await expect(within(picker).getByRole('radio', { name: 'Admin' })).toBeChecked();
    await userEvent.click(within(picker).getByRole('radio', { name: 'Member' }));
    await expect(args.onChange).toHaveBeenCalledWith('member');
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    const picker = canvas.getByRole('radiogroup', { name: 'Role of Carla Mendes' });
    await userEvent.tab();
    await expect(within(picker).getByRole('radio', { name: 'Admin' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(picker).getByRole('radio', { name: 'Member' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(within(picker).getByRole('radio', { name: 'Admin' })).toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenCalledWith('admin');
  },
};

/** The organization's only admin: the reason beside the picker is its description. */
export const OnlyAdmin: Story = {
  args: { personName: 'Ana Souza', role: 'admin', isDisabled: true, 'aria-describedby': 'only-admin' },
  render: (args) => (
    <span className={controls}>
      <RolePicker {...args} />
      <span className={cellNote} id="only-admin">
        The only admin: make someone else an admin first.
      </span>
    </span>
  ),
  play: async ({ args, canvas }) => {
    const picker = canvas.getByRole('radiogroup', { name: 'Role of Ana Souza' });
    await expect(picker).toHaveAttribute('aria-disabled', 'true');
    await expect(picker).toHaveAccessibleDescription('The only admin: make someone else an admin first.');
    const member = within(picker).getByRole('radio', { name: 'Member' });
    await expect(member).toBeDisabled();
    await userEvent.click(member);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(within(picker).getByRole('radio', { name: 'Admin' })).toBeChecked();
  },
};

/** While the row's last change is saving, the picker waits: disabled, the role unchanged. */
export const WhileSaving: Story = {
  args: { isDisabled: true },
  play: async ({ args, canvas }) => {
    const picker = canvas.getByRole('radiogroup', { name: 'Role of Carla Mendes' });
    await expect(within(picker).getByRole('radio', { name: 'Admin' })).toBeDisabled();
    await expect(within(picker).getByRole('radio', { name: 'Member' })).toBeChecked();
    await userEvent.tab();
    await expect(picker).not.toContainElement(document.activeElement as HTMLElement);
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
