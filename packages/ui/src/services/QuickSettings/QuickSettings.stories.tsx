import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { QuickSettings } from './QuickSettings.tsx';

const meta = {
  title: 'Services/QuickSettings',
  component: QuickSettings,
  args: { onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: [
          'Quick settings of /meet: auto-join with video (on), auto-join with audio (on), show participant names (off).',
          "**When to use:** The Meet page's on/off preferences.",
          '**Use instead:** [Checkbox](?path=/docs/primitives-checkbox--docs) for another choice; [OrganizationProfileForm](?path=/docs/settings-organizationprofileform--docs) for saved organization settings.',
          '**In the product:** /meet, inside MeetPage.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof QuickSettings>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Auto-join with video' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Auto-join with audio' })).toBeChecked();
    const names = canvas.getByRole('checkbox', { name: 'Show participant names' });
    await expect(names).not.toBeChecked();
    await userEvent.click(names);
    await expect(names).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith('showParticipantNames', true);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Auto-join with video' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('autoJoinVideo', false);
  },
};
