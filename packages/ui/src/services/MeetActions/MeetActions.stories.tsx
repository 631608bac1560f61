import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { MeetActions } from './MeetActions.tsx';

const meta = {
  title: 'Services/MeetActions',
  component: MeetActions,
  args: { onStartInstant: fn(), onSchedule: fn(), onJoin: fn() },
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
          'Start Instant Meeting, Schedule Meeting and the meeting-ID field with Join on /meet. The spec gives them no action and the ID no validation; the callbacks are optional.',
          '**When to use:** The meeting actions at the top of the Meet page.',
          '**Use instead:** [Button](?path=/docs/primitives-button--docs) and [TextField](?path=/docs/primitives-textfield--docs) elsewhere.',
          '**In the product:** /meet, inside MeetPage.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof MeetActions>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start Instant Meeting' }));
    await expect(args.onStartInstant).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Schedule Meeting' }));
    await expect(args.onSchedule).toHaveBeenCalledTimes(1);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Meeting ID' }), 'not a real id!');
    await userEvent.click(canvas.getByRole('button', { name: 'Join' }));
    await expect(args.onJoin).toHaveBeenCalledWith('not a real id!');
    await expect(canvas.getByRole('textbox', { name: 'Meeting ID' })).not.toHaveAttribute('aria-invalid');
  },
};

export const NoActions: Story = {
  args: { onStartInstant: undefined, onSchedule: undefined, onJoin: undefined },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Join' }));
    await expect(canvas.getByRole('button', { name: 'Start Instant Meeting' })).toBeEnabled();
  },
};
