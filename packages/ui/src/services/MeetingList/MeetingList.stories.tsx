import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MeetingList } from './MeetingList.tsx';

const meta = {
  title: 'Services/MeetingList',
  component: MeetingList,
  args: { onViewAll: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: [
          "Today's meetings on /meet: three static samples (title, time, participants) and View All Meetings.",
          "**When to use:** Today's meetings on the Meet page.",
          '**Use instead:** [Card](?path=/docs/primitives-card--docs) for other lists.',
          '**In the product:** /meet, inside MeetPage.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof MeetingList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SampleMeetings: Story = {
  play: async ({ args, canvas }) => {
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Weekly Team Sync10:00 AM8 participants');
    await expect(items[1]).toHaveTextContent('Client Presentation2:00 PM5 participants');
    await expect(items[2]).toHaveTextContent('Product Planning4:30 PM6 participants');
    await userEvent.click(canvas.getByRole('button', { name: 'View All Meetings' }));
    await expect(args.onViewAll).toHaveBeenCalledTimes(1);
  },
};

export const OneMeeting: Story = {
  args: { meetings: [{ title: 'Board Review', time: '9:00 AM', participants: 1 }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 participant')).toBeVisible();
  },
};
