import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CancelsAtPeriodEndBadge, SubscriptionStatusBadge } from './SubscriptionStatusBadge.tsx';

const meta = {
  title: 'Billing/SubscriptionStatusBadge',
  component: SubscriptionStatusBadge,
  parameters: {
    docs: {
      description: {
        component: [
          "Subscription status on /billing: active green, canceled red, past_due yellow, any other status grey; 'none' (no subscription) reads 'Free tier'. CancelsAtPeriodEndBadge goes beside it while cancelAtPeriodEnd is set.",
          '**When to use:** The state of the subscription (active, canceled, past due, free tier), and whether it cancels at period end.',
          '**Use instead:** [PlanBadge](?path=/docs/dashboard-planbadge--docs) for the plan alone; [InvoiceStatusBadge](?path=/docs/billing-invoicestatusbadge--docs) for an invoice.',
          '**In the product:** /billing, inside SubscriptionSummary.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof SubscriptionStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

const toneOf = (element: HTMLElement) => getComputedStyle(element).color;

export const Active: Story = {
  args: { status: 'active' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Active')).toHaveAttribute('data-variant', 'success');
  },
};

export const Canceled: Story = {
  args: { status: 'canceled' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Canceled')).toHaveAttribute('data-variant', 'danger');
  },
};

export const PastDue: Story = {
  args: { status: 'past_due' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Past due')).toHaveAttribute('data-variant', 'warning');
  },
};

export const OtherStatus: Story = {
  args: { status: 'incomplete_expired' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Incomplete expired')).toHaveAttribute('data-variant', 'neutral');
  },
};

export const NoneIsFreeTier: Story = {
  args: { status: 'none' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Free tier')).toHaveAttribute('data-variant', 'neutral');
  },
};

export const CancelsAtPeriodEnd: Story = {
  args: { status: 'active' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <SubscriptionStatusBadge {...args} />
      <CancelsAtPeriodEndBadge />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Cancels at period end')).toHaveAttribute('data-variant', 'warning');
  },
};

export const AllStatuses: Story = {
  args: { status: 'active' },
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {['active', 'canceled', 'past_due', 'trialing', 'unpaid', 'none'].map((status) => (
        <SubscriptionStatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const active = toneOf(canvas.getByText('Active'));
    const canceled = toneOf(canvas.getByText('Canceled'));
    const pastDue = toneOf(canvas.getByText('Past due'));
    const trialing = toneOf(canvas.getByText('Trialing'));
    await expect(new Set([active, canceled, pastDue, trialing]).size).toBe(4);
    await expect(toneOf(canvas.getByText('Unpaid'))).toBe(trialing);
    await expect(toneOf(canvas.getByText('Free tier'))).toBe(trialing);
  },
};
