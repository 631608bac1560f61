import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PlanBadge } from './PlanBadge.tsx';

const meta = {
  title: 'Dashboard/PlanBadge',
  component: PlanBadge,
  parameters: {
    docs: {
      description: {
        component: [
          "The organization's plan next to the greeting: gold 'Premium Active' for Premium ('Premium, trial until DATE' during the free trial, as on /billing and /payment-success), grey 'Free Plan' otherwise.",
          '**When to use:** Showing which plan the organization is on, at a glance.',
          "**Use instead:** [SubscriptionStatusBadge](?path=/docs/billing-subscriptionstatusbadge--docs) for the subscription's state; [Badge](?path=/docs/primitives-badge--docs) for other labels.",
          '**In the product:** /dashboard (beside the greeting) and /meet.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof PlanBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Premium: Story = {
  args: { plan: 'premium' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Premium Active')).toBeVisible();
    await expect(canvas.queryByText('Free Plan')).toBeNull();
  },
};

export const PremiumTrial: Story = {
  args: { plan: 'premium', trialEnd: '2026-12-07T10:00:00Z', locale: 'en-US', timeZone: 'UTC' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Premium, trial until Dec 7, 2026')).toBeVisible();
  },
};

export const Free: Story = {
  args: { plan: 'free' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Free Plan')).toBeVisible();
    await expect(canvas.queryByText('Premium Active')).toBeNull();
  },
};
