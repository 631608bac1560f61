import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { freePlan, premiumPlan } from '../PricingSection/homePlans.ts';
import { PricingCard } from './PricingCard.tsx';

const meta = {
  title: 'Marketing/PricingCard',
  component: PricingCard,
  args: { ...freePlan, onChoose: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 380, paddingTop: 16 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: [
          'One plan of the home pricing: name, price per month, what it includes (checks) and its limits (dashes), and a button. `featured` raises the recommended plan.',
          "**When to use:** One plan of the home page's pricing.",
          '**Use instead:** [PlanOfferCard](?path=/docs/billing-planoffercard--docs) on /upgrade; [Card](?path=/docs/primitives-card--docs) for anything that is not a plan.',
          '**In the product:** / (home), inside PricingSection.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof PricingCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Free: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Free' })).toBeVisible();
    await expect(canvas.getByText('$0')).toBeVisible();
    await expect(canvas.getByText('With banner ads')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: args.ctaLabel }));
    await expect(args.onChoose).toHaveBeenCalledTimes(1);
  },
};

export const PremiumFeatured: Story = {
  args: { ...premiumPlan },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$20')).toBeVisible();
    await expect(canvas.getByText('Most popular')).toBeVisible();
    await expect(canvas.getByText('24/7 support')).toBeVisible();
  },
};
