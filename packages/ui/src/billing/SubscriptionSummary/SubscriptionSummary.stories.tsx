import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { SubscriptionInfo } from './SubscriptionSummary.tsx';
import { SubscriptionSummary } from './SubscriptionSummary.tsx';

const active: SubscriptionInfo = {
  status: 'active',
  standing: 'active',
  planName: 'Starter',
  sizeBand: '0–5 employees',
  amount: 4900,
  currency: 'usd',
  interval: 'month',
  trialEnd: null,
  cardBrand: 'visa',
  cardLast4: '4242',
  nextChargeAt: '2026-12-21T10:00:00Z',
  currentPeriodEnd: '2026-12-21T10:00:00Z',
  cancelAtPeriodEnd: false,
};
const trialing: SubscriptionInfo = {
  ...active,
  status: 'trialing',
  standing: 'trialing',
  trialEnd: '2026-12-07T10:00:00Z',
  nextChargeAt: '2026-12-07T10:00:00Z',
};

const meta = {
  title: 'Billing/SubscriptionSummary',
  component: SubscriptionSummary,
  args: { subscription: active, onCancel: fn(), onResume: fn(), locale: 'en-US', timeZone: 'UTC' },
  parameters: {
    docs: {
      description: {
        component: [
          'The current subscription on /billing in plain words: one sentence per state (trialing, active, past due, cancelling at period end, cancelled, free), then the plan and size band, price and interval, the trial end, the card and the next charge. Cancel or Resume with a pending state. During the trial the badge reads like the dashboard and /payment-success: "Premium, trial until DATE".',
          '**When to use:** Telling the organization where its subscription stands, with Cancel or Resume.',
          '**Use instead:** [PlanBadge](?path=/docs/dashboard-planbadge--docs) for a glance at the plan; [InvoiceTable](?path=/docs/billing-invoicetable--docs) for past charges.',
          '**In the product:** /billing.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof SubscriptionSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Trialing: Story = {
  args: { subscription: trialing },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Premium, trial until Dec 7, 2026')).toBeVisible();
    await expect(
      canvas.getByText(
        'Your free trial of Premium runs until Dec 7, 2026; then your card is charged $49.00 per month.',
      ),
    ).toBeVisible();
    await expect(canvas.getByText('Starter (0–5 employees)')).toBeVisible();
    await expect(canvas.getByText('$49.00 per month')).toBeVisible();
    await expect(canvas.getByText('Visa ending in 4242')).toBeVisible();
    await expect(canvas.getByText('$49.00 on Dec 7, 2026')).toBeVisible();
    await expect(canvas.queryByText(/price_/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel subscription' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
  },
};

export const Active: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(
      canvas.getByText('Your Premium subscription is active and your card is charged $49.00 per month.'),
    ).toBeVisible();
    await expect(canvas.getByText('$49.00 on Dec 21, 2026')).toBeVisible();
    await expect(canvas.queryByText('Free trial ends')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Resume subscription' })).toBeNull();
  },
};

export const Canceling: Story = {
  args: { pendingAction: 'cancel' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: /Canceling\.\.\./ });
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.click(button);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const CancelsAtPeriodEnd: Story = {
  args: { subscription: { ...active, standing: 'cancelling', cancelAtPeriodEnd: true } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Cancels at period end')).toBeVisible();
    await expect(
      canvas.getByText(
        'Your subscription is cancelled and ends on Dec 21, 2026. You will not be charged again.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByText('Next charge')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Cancel subscription' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Resume subscription' }));
    await expect(args.onResume).toHaveBeenCalledTimes(1);
  },
};

export const Resuming: Story = {
  args: {
    subscription: { ...active, standing: 'cancelling', cancelAtPeriodEnd: true },
    pendingAction: 'resume',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Resuming\.\.\./ })).toHaveAttribute(
      'data-pending',
      'true',
    );
  },
};

export const PastDue: Story = {
  args: { subscription: { ...active, status: 'past_due', standing: 'past_due' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Past due')).toBeVisible();
    await expect(
      canvas.getByText('Your last payment did not go through. Pay with another card to keep Premium.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel subscription' })).toBeEnabled();
  },
};

export const Canceled: Story = {
  args: { subscription: { ...active, status: 'canceled', standing: 'canceled' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Canceled')).toBeVisible();
    await expect(
      canvas.getByText('Your subscription has ended. Your organization is on the free plan.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const FreeTier: Story = {
  args: { subscription: { status: 'none', standing: 'free' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Free tier')).toBeVisible();
    await expect(canvas.getByText('Your organization is on the free plan.')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Loading: Story = {
  args: { isLoading: true, subscription: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Loading subscription' })).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { subscription: trialing },
  parameters: { screenshot: { width: 375, height: 640 } },
};
