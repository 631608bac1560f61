import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withLinkRouter } from '../../../../../.storybook/decorators/withLinkRouter.tsx';
import { type InvoiceRow, InvoiceTable } from './InvoiceTable.tsx';

const invoices: InvoiceRow[] = [
  {
    id: 'inv-3',
    stripeInvoiceId: 'in_1QxYzA2eZvKYlo2C0A7F3B9D',
    date: '2026-12-07T10:00:00Z',
    description: 'WinHub Premium · Starter (0–5 employees), Dec 7, 2026 – Jan 7, 2027',
    amount: 4900,
    currency: 'usd',
    status: 'open',
    invoiceUrl: 'https://invoices.example.com/in_1QxYzA2eZvKYlo2C0A7F3B9D',
  },
  {
    id: 'inv-2',
    stripeInvoiceId: 'in_1PwXyZ2eZvKYlo2C5E6F7G8H',
    date: '2026-11-23T10:00:00Z',
    description: 'WinHub Premium · Starter (0–5 employees), free trial',
    amount: 0,
    currency: 'usd',
    status: 'paid',
    invoiceUrl: null,
  },
];

const meta = {
  title: 'Billing/InvoiceTable',
  component: InvoiceTable,
  args: { invoices, locale: 'en-US', timeZone: 'UTC' },
  parameters: {
    docs: {
      description: {
        component: [
          'Invoice history on /billing, a semantic table with caption: date, description, amount (minor units, divided by 100 and formatted with the currency), status, and a link to the invoice when the provider gives one (named by the invoice number, the last 8 characters of the provider id). Loading and empty states keep the header.',
          '**When to use:** The list of past and open invoices of the organization.',
          '**Use instead:** [SubscriptionSummary](?path=/docs/billing-subscriptionsummary--docs) for the current subscription and the next charge.',
          '**In the product:** /billing.',
        ].join('\n\n'),
      },
    },
  },
} satisfies Meta<typeof InvoiceTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithInvoices: Story = {
  decorators: [withLinkRouter],
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Invoice history' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(3);
    const headers = within(rows[0] as HTMLElement)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    await expect(headers).toEqual(['Date', 'Description', 'Amount', 'Status', 'Invoice']);
    const first = within(rows[1] as HTMLElement);
    await expect(first.getByRole('rowheader')).toHaveTextContent('Dec 7, 2026');
    await expect(first.getByText(/^WinHub Premium · Starter \(0–5 employees\), Dec 7, 2026/)).toBeVisible();
    await expect(first.getByText('$49.00')).toBeVisible();
    await expect(first.getByText('Open')).toBeVisible();
    const link = first.getByRole('link', { name: 'Invoice 0A7F3B9D' });
    await expect(link).toHaveAttribute('href', 'https://invoices.example.com/in_1QxYzA2eZvKYlo2C0A7F3B9D');
    await expect(link).toHaveAttribute('target', '_blank');
    const second = within(rows[2] as HTMLElement);
    await expect(second.getByText('$0.00')).toBeVisible();
    await expect(second.getByText('Paid')).toBeVisible();
    await expect(second.queryByRole('link')).toBeNull();
  },
};

export const Empty: Story = {
  args: { invoices: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Invoice history' })).toBeVisible();
    await expect(canvas.getByText('No invoices yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { invoices: [], isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading invoices...')).toBeVisible();
    await expect(canvas.queryByText('No invoices yet.')).toBeNull();
  },
};

export const Mobile: Story = {
  parameters: { screenshot: { width: 375, height: 420 } },
};
