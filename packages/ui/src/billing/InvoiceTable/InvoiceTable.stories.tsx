import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type InvoiceRow, InvoiceTable } from './InvoiceTable.tsx';

const invoices: InvoiceRow[] = [
  {
    id: 'inv-3',
    stripeInvoiceId: 'in_1QxYzA2eZvKYlo2C0A7F3B9D',
    status: 'open',
    paidAt: null,
    dueDate: '2026-12-01T00:00:00Z',
    amount: 4900,
    currency: 'usd',
  },
  {
    id: 'inv-2',
    stripeInvoiceId: 'in_1PwXyZ2eZvKYlo2C5E6F7G8H',
    status: 'paid',
    paidAt: '2026-11-01T10:00:00Z',
    dueDate: '2026-11-01T00:00:00Z',
    amount: 4900,
    currency: 'usd',
  },
  {
    id: 'inv-1',
    stripeInvoiceId: 'in_1OvWxY2eZvKYlo2C1J2K3L4M',
    status: 'uncollectible',
    paidAt: null,
    dueDate: '2026-10-01T00:00:00Z',
    amount: 1500,
    currency: 'brl',
  },
];

const meta = {
  title: 'Billing/InvoiceTable',
  component: InvoiceTable,
  args: { invoices, locale: 'en-US', timeZone: 'UTC' },
  parameters: {
    docs: {
      description: {
        component:
          'Invoice history on /billing, a semantic table with caption. Amounts arrive in minor units and are divided by 100 and formatted with their currency; the invoice number is the last 8 characters of the provider invoice id. Loading and empty states keep the header.',
      },
    },
  },
} satisfies Meta<typeof InvoiceTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithInvoices: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Invoice history' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    const headers = within(rows[0] as HTMLElement)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    await expect(headers).toEqual(['Invoice', 'Amount', 'Status', 'Paid', 'Due']);
    const first = within(rows[1] as HTMLElement);
    await expect(first.getByRole('rowheader')).toHaveTextContent('0A7F3B9D');
    await expect(first.getByText('$49.00')).toBeVisible();
    await expect(first.getByText('Open')).toBeVisible();
    await expect(first.getByText('—')).toBeVisible();
    await expect(first.getByText('Dec 1, 2026')).toBeVisible();
    const second = within(rows[2] as HTMLElement);
    await expect(second.getByText('Paid')).toBeVisible();
    await expect(second.getAllByText('Nov 1, 2026')).toHaveLength(2);
    await expect(within(rows[3] as HTMLElement).getByText('R$15.00')).toBeVisible();
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
