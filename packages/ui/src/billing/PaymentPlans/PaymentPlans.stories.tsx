import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { PaymentPlans } from './PaymentPlans.tsx';

const meta = {
  title: 'Billing/PaymentPlans',
  component: PaymentPlans,
  args: { onContactSales: fn() },
  parameters: {
    screenshot: { width: 1280, height: 400 },
    docs: {
      description: {
        component: [
          'Price by organization size on the payment screens: Starter free for 0-5 employees (price_starter), Business $15/month for 6-15 (price_business), Enterprise custom for 16+ (price_enterprise, contact instead of card checkout).',
          '**When to use:** Showing the price an organization pays by its size, on the payment screens.',
          "**Use instead:** [PlanComparison](?path=/docs/billing-plancomparison--docs) to choose Free or Premium; [PricingSection](?path=/docs/marketing-pricingsection--docs) for the home page's prices.",
          '**In the product:** /subscribe.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof PaymentPlans>;
export default meta;
type Story = StoryObj<typeof meta>;

export const BusinessSelected: Story = {
  args: { currentPriceId: 'price_business' },
  play: async ({ args, canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Starter0-5 employeesFree');
    await expect(items[1]).toHaveTextContent('Your planBusiness6-15 employees$15/month');
    await expect(items[2]).toHaveTextContent('Enterprise16+ employeesCustom');
    await userEvent.click(canvas.getByRole('button', { name: 'Contact sales' }));
    await expect(args.onContactSales).toHaveBeenCalledTimes(1);
  },
};

export const NoSelection: Story = {
  args: { onContactSales: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Your plan')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Mobile: Story = {
  args: { currentPriceId: 'price_starter' },
  parameters: { screenshot: { width: 375, height: 600 } },
};
