import { Spinner } from '../../primitives/Spinner/index.ts';
import {
  type BillingFormat,
  type DateInput,
  formatBillingDate,
  formatMinorAmount,
  invoiceNumber,
} from '../format/format.ts';
import { InvoiceStatusBadge } from '../SubscriptionStatusBadge/InvoiceStatusBadge.tsx';
import {
  body,
  caption,
  cell,
  head,
  headCell,
  loading,
  message,
  mono,
  numeric,
  row,
  table,
  wrapper,
} from './InvoiceTable.css.ts';

/** One row of GET /api/billing/invoices; amount in minor units. */
export type InvoiceRow = {
  id: string;
  stripeInvoiceId: string;
  status: string;
  paidAt?: DateInput;
  dueDate?: DateInput;
  amount: number;
  currency: string;
};

export type InvoiceTableLabels = {
  caption: string;
  number: string;
  amount: string;
  status: string;
  paidAt: string;
  dueDate: string;
  empty: string;
  loading: string;
};

export const defaultInvoiceTableLabels: InvoiceTableLabels = {
  caption: 'Invoice history',
  number: 'Invoice',
  amount: 'Amount',
  status: 'Status',
  paidAt: 'Paid',
  dueDate: 'Due',
  empty: 'No invoices yet.',
  loading: 'Loading invoices...',
};

export type InvoiceTableProps = BillingFormat & {
  invoices: readonly InvoiceRow[];
  isLoading?: boolean;
  labels?: Partial<InvoiceTableLabels>;
};

export function InvoiceTable({
  invoices,
  isLoading = false,
  labels: overrides,
  locale,
  timeZone,
}: InvoiceTableProps) {
  const labels = { ...defaultInvoiceTableLabels, ...overrides };
  const format = { locale, timeZone };
  const columns = [labels.number, labels.amount, labels.status, labels.paidAt, labels.dueDate];

  return (
    // Focusable so keyboard users can scroll the table sideways on narrow screens.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable region must be reachable by keyboard
    <section className={wrapper} aria-labelledby="invoice-table-caption" tabIndex={0}>
      <table className={table} aria-busy={isLoading}>
        <caption id="invoice-table-caption" className={caption}>
          {labels.caption}
        </caption>
        <thead className={head}>
          <tr>
            {columns.map((column, index) => (
              <th key={column} scope="col" className={index === 1 ? `${headCell} ${numeric}` : headCell}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={body}>
          {isLoading ? (
            <tr>
              <td colSpan={columns.length} className={message}>
                <span className={loading}>
                  <Spinner size="sm" />
                  {labels.loading}
                </span>
              </td>
            </tr>
          ) : invoices.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={message}>
                {labels.empty}
              </td>
            </tr>
          ) : (
            invoices.map((invoice) => (
              <tr key={invoice.id} className={row}>
                <th scope="row" className={`${cell} ${mono}`} data-label={labels.number}>
                  {invoiceNumber(invoice.stripeInvoiceId)}
                </th>
                <td className={`${cell} ${numeric}`} data-label={labels.amount}>
                  {formatMinorAmount(invoice.amount, invoice.currency, format)}
                </td>
                <td className={cell} data-label={labels.status}>
                  <InvoiceStatusBadge status={invoice.status} />
                </td>
                <td className={cell} data-label={labels.paidAt}>
                  {formatBillingDate(invoice.paidAt, format)}
                </td>
                <td className={cell} data-label={labels.dueDate}>
                  {formatBillingDate(invoice.dueDate, format)}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}
