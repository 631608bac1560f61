import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { InvoiceStatusBadge } from './InvoiceStatusBadge.tsx';

const meta = {
  title: 'Billing/InvoiceStatusBadge',
  component: InvoiceStatusBadge,
  args: { status: 'paid' },
  parameters: {
    docs: {
      description: {
        component: [
          'Invoice status in the invoice history: paid green, open yellow, uncollectible red, draft and void grey.',
          '**When to use:** The status of one invoice, in a row of the invoice history.',
          '**Use instead:** [SubscriptionStatusBadge](?path=/docs/billing-subscriptionstatusbadge--docs) for the subscription; [Badge](?path=/docs/primitives-badge--docs) for any other short status.',
          '**In the product:** /billing, inside InvoiceTable.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof InvoiceStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {['paid', 'open', 'uncollectible', 'draft', 'void'].map((status) => (
        <InvoiceStatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const variants = {
      Paid: 'success',
      Open: 'warning',
      Uncollectible: 'danger',
      Draft: 'neutral',
      Void: 'neutral',
    };
    for (const [label, variant] of Object.entries(variants))
      await expect(canvas.getByText(label)).toHaveAttribute('data-variant', variant);
  },
};

export const CustomLabel: Story = {
  args: { status: 'paid', labels: { paid: 'Pago' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pago')).toHaveAttribute('data-variant', 'success');
  },
};
