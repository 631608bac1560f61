import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PlanComparison } from './PlanComparison.tsx';

const meta = {
  title: 'Billing/PlanComparison',
  component: PlanComparison,
  args: { onContinueFree: fn(), onUpgrade: fn(), onBackToHome: fn() },
  parameters: {
    layout: 'padded',
    screenshot: { width: 1280, height: 800 },
    docs: {
      description: {
        component: [
          'The /upgrade screen: Free ($0, 5GB storage) against Premium ($49/month, 14-day free trial, cancel anytime). The app routes Continue with Free to /winmeet, Upgrade to Premium to /subscribe and Back to Home to /.',
          '**When to use:** Choosing between staying Free and upgrading to Premium.',
          '**Use instead:** [PricingSection](?path=/docs/marketing-pricingsection--docs) on the home page; [PaymentPlans](?path=/docs/billing-paymentplans--docs) for the price by size.',
          '**In the product:** /upgrade.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof PlanComparison>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible();
    await expect(canvas.getByText('$49')).toBeVisible();
    await expect(canvas.getByText('14-day free trial, cancel anytime')).toBeVisible();
    await expect(canvas.getByText('5GB storage')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Free' }));
    await expect(args.onContinueFree).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade to Premium' }));
    await expect(args.onUpgrade).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Back to Home' }));
    await expect(args.onBackToHome).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  parameters: { screenshot: { width: 375, height: 812 } },
};
