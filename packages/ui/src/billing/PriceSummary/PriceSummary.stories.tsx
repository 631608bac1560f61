import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { freePlanOffer } from '../plans/plans.ts';
import { PriceSummary } from './PriceSummary.tsx';

const meta = {
  title: 'Billing/PriceSummary',
  component: PriceSummary,
  parameters: {
    docs: {
      description: {
        component: [
          'The price beside the card form on /subscribe. Defaults to the payment-screen Premium offer: $49/month with a 14-day free trial, cancel anytime.',
          '**When to use:** Saying what will be charged, beside the card form.',
          '**Use instead:** [PlanOfferCard](?path=/docs/billing-planoffercard--docs) to offer a plan; [SubscriptionSummary](?path=/docs/billing-subscriptionsummary--docs) once subscribed.',
          '**In the product:** /subscribe.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof PriceSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Premium: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Order summary: Premium' })).toBeVisible();
    await expect(canvas.getByText('$49')).toBeVisible();
    await expect(canvas.getByText('/month')).toBeVisible();
    await expect(canvas.getByText('14-day free trial, cancel anytime')).toBeVisible();
  },
};

export const Free: Story = {
  args: { offer: freePlanOffer },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$0')).toBeVisible();
    await expect(canvas.getByText('5GB storage')).toBeVisible();
  },
};
