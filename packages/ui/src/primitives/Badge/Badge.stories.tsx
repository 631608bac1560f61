import type { Meta, StoryObj } from '@storybook/react-vite';
import { Clock } from 'lucide-react';
import { expect } from 'storybook/test';
import { Badge, type BadgeVariant } from './Badge.tsx';

const examples: Array<[BadgeVariant, string]> = [
  ['success', 'active'],
  ['warning', 'past_due'],
  ['danger', 'canceled'],
  ['neutral', 'Free Plan'],
  ['accent', 'Coming Soon'],
  ['premium', 'Premium Active'],
];

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Premium Active', variant: 'premium' },
  argTypes: { variant: { control: 'select', options: examples.map(([variant]) => variant) } },
  parameters: {
    docs: {
      description: {
        component: [
          'A short status or label. success = green (active), warning = yellow (past due), danger = red (canceled), neutral = grey (free, other states), accent = a highlight such as Coming Soon, premium = the paid plan, with a crown.',
          '**When to use:** A short status or label beside what it describes.',
          '**Use instead:** [Button](?path=/docs/primitives-button--docs) for anything pressable; [PlanBadge](?path=/docs/dashboard-planbadge--docs), [SubscriptionStatusBadge](?path=/docs/billing-subscriptionstatusbadge--docs) and [InvoiceStatusBadge](?path=/docs/billing-invoicestatusbadge--docs) for those states.',
          '**In the product:** /dashboard and /meet (plan), /billing, /payment-success, /account, /settings (Coming Soon), /persona-selection.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Variants: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      {examples.map(([variant, text]) => (
        <Badge key={variant} variant={variant}>
          {text}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const [variant, text] of examples) {
      await expect(canvas.getByText(text).closest('[data-variant]')).toHaveAttribute('data-variant', variant);
    }
  },
};

export const Medium: Story = {
  args: { size: 'md' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Premium Active')).toBeVisible();
  },
};

export const WithIcon: Story = {
  args: { variant: 'accent', children: 'Coming Soon', icon: <Clock size={12} /> },
};
