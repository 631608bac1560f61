import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../../primitives/Button/index.ts';
import { freePlanOffer, premiumPlanOffer } from '../plans/plans.ts';
import { PlanOfferCard } from './PlanOfferCard.tsx';

const choose = fn();

const meta = {
  title: 'Billing/PlanOfferCard',
  component: PlanOfferCard,
  args: {
    offer: premiumPlanOffer,
    featured: true,
    action: <Button onPress={choose}>Upgrade to Premium</Button>,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 400 }}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component: [
          'One plan of the comparison: name, price, highlight, features and its call to action. Featured plans get the accent edge.',
          '**When to use:** One plan inside a comparison of plans a signed-in organization can choose.',
          '**Use instead:** [PricingCard](?path=/docs/marketing-pricingcard--docs) on the home page; [Card](?path=/docs/primitives-card--docs) for anything that is not a plan.',
          '**In the product:** /upgrade, inside PlanComparison.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof PlanOfferCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Featured: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Premium plan' })).toBeVisible();
    for (const feature of premiumPlanOffer.features) await expect(canvas.getByText(feature)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade to Premium' }));
    await expect(choose).toHaveBeenCalled();
  },
};

export const Plain: Story = {
  args: {
    offer: freePlanOffer,
    featured: false,
    action: <Button variant="secondary">Continue with Free</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$0')).toBeVisible();
    await expect(canvas.getByText('5GB storage')).toBeVisible();
  },
};
