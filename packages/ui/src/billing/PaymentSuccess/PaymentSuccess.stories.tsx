import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PaymentSuccess } from './PaymentSuccess.tsx';

const meta = {
  title: 'Billing/PaymentSuccess',
  component: PaymentSuccess,
  args: { onGoToDashboard: fn(), planStanding: 'Premium, trial until Dec 7, 2026' },
  parameters: {
    docs: {
      description: {
        component: [
          "/payment-success: 'Payment Successful' with a countdown. The app counts down from 5 and redirects to /dashboard at 0; the component only shows `secondsRemaining`.",
          '**When to use:** Confirming an accepted payment before the dashboard.',
          '**Use instead:** [Countdown](?path=/docs/status-countdown--docs) alone for another timed redirect; [AuthCallbackStatus](?path=/docs/status-authcallbackstatus--docs) for a finished sign-in.',
          '**In the product:** /payment-success.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof PaymentSuccess>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FiveSecondsLeft: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeVisible();
    await expect(canvas.getByText('Premium, trial until Dec 7, 2026')).toBeVisible();
    await expect(canvas.queryByText(/active/i)).toBeNull();
    await expect(canvas.getByRole('timer')).toHaveTextContent(
      'Redirecting to your dashboard in 5 seconds...',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Go to Dashboard' }));
    await expect(args.onGoToDashboard).toHaveBeenCalledTimes(1);
  },
};

export const OneSecondLeft: Story = {
  args: { secondsRemaining: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('Redirecting to your dashboard in 1 second...');
  },
};

export const WithoutButton: Story = {
  args: { onGoToDashboard: undefined, secondsRemaining: 3 },
  parameters: { screenshot: { width: 375, height: 600 } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('timer')).toHaveTextContent('3 seconds');
  },
};
