import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Countdown } from './Countdown.tsx';

const meta = {
  title: 'Status/Countdown',
  component: Countdown,
  args: { secondsLeft: 5, totalSeconds: 5 },
  parameters: {
    docs: {
      description: {
        component: [
          'Seconds left before an automatic redirect (payment success: 5 s, then the dashboard). The app owns the timer and passes `secondsLeft`; the ring empties as it falls. `message` changes the sentence.',
          '**When to use:** A wait of known length before an automatic redirect.',
          '**Use instead:** [Spinner](?path=/docs/primitives-spinner--docs) for a wait of unknown length.',
          '**In the product:** /payment-success, inside PaymentSuccess.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Start: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveAccessibleName(
      'Redirecting to your dashboard in 5 seconds...',
    );
    await expect(canvas.getByText('5')).toBeVisible();
  },
};

export const Midway: Story = {
  args: { secondsLeft: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Redirecting to your dashboard in 2 seconds...')).toBeVisible();
  },
};

export const LastSecond: Story = {
  args: { secondsLeft: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveAccessibleName(
      'Redirecting to your dashboard in 1 second...',
    );
  },
};

export const CustomMessage: Story = {
  args: { secondsLeft: 3, totalSeconds: 3, message: (seconds) => `Voltando ao início em ${seconds}s` },
  // A Portuguese sentence: the element around it says so.
  decorators: [
    (Story) => (
      <div lang="pt-BR">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Voltando ao início em 3s')).toBeVisible();
  },
};
