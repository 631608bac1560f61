import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atPhoneWidth, phoneStory, wideStory } from '../shared/storyViewports.ts';
import { PricingSection } from './PricingSection.tsx';

const meta = {
  title: 'Marketing/PricingSection',
  component: PricingSection,
  args: { onChoosePlan: fn() },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          'Home pricing (anchor "pricing"), exactly as docs/product/landing.md ("Home pricing") gives it: Free $0/month and Premium $20/month with employee tiers, no setup fees, cancel anytime. Each button calls `onChoosePlan` with `free` or `premium`.',
          "**When to use:** The home page's prices (Free and Premium at $20 a month).",
          "**Use instead:** [PlanComparison](?path=/docs/billing-plancomparison--docs) on /upgrade; [PaymentPlans](?path=/docs/billing-paymentplans--docs) on /subscribe (the payment screens' prices).",
          '**In the product:** / (home), anchor "pricing".',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof PricingSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  ...wideStory,
  play: async ({ args, canvas }) => {
    const free = within(canvas.getByRole('article', { name: 'Free' }));
    for (const text of [
      '$0',
      '/month',
      'All microservices access',
      'Up to 5 employees',
      'Automatic ERP, Market and Meet access',
      'With banner ads',
    ]) {
      await expect(free.getByText(text)).toBeVisible();
    }
    const premium = within(canvas.getByRole('article', { name: 'Premium' }));
    for (const text of [
      '$20',
      '0-5 employees included',
      '6-15 employees: +$15/month',
      'Over 15 employees: custom pricing',
      'No ads',
      'Priority support',
      '24/7 support',
    ]) {
      await expect(premium.getByText(text)).toBeVisible();
    }
    await expect(canvas.getByText('No setup fees')).toBeVisible();
    await expect(canvas.getByText('Cancel anytime')).toBeVisible();
    await userEvent.click(free.getByRole('button', { name: 'Start Free' }));
    await expect(args.onChoosePlan).toHaveBeenLastCalledWith('free');
    await userEvent.click(premium.getByRole('button', { name: 'Go Premium' }));
    await expect(args.onChoosePlan).toHaveBeenLastCalledWith('premium');
  },
};

export const Mobile: Story = {
  ...phoneStory,
  play: async ({ canvas }) => {
    if (!atPhoneWidth()) return;
    const [free, premium] = canvas.getAllByRole('article');
    await expect(
      (free?.getBoundingClientRect().bottom ?? 0) <= (premium?.getBoundingClientRect().top ?? 0),
    ).toBe(true);
  },
};
