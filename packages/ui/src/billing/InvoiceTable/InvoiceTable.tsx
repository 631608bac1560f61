import { ExternalLink } from 'lucide-react';
import { Link } from 'react-aria-components';
import { Spinner } from '../../primitives/Spinner/index.ts';
import {
  type BillingFormat,
  type DateInput,
  formatBillingDate,
  formatMinorAmount,
  invoiceNumber,
} from '../format/format.ts';
import { InvoiceStatusBadge } from '../InvoiceStatusBadge/index.ts';
import {
  body,
  caption,
  cell,
  head,
  headCell,
  invoiceLink,
  loading,
  message,
  numeric,
  row,
  table,
  wrap,
  wrapper,
} from './InvoiceTable.css.ts';

/** One invoice as /billing lists it; amount in minor units. */
export type InvoiceRow = {
  id: string;
  /** The provider's invoice id; its last 8 characters are the invoice number (docs/product/billing.md, "Billing page"). */
  stripeInvoiceId: string;
  /** When it was paid, else when it is due. */
  date?: DateInput;
  /** e.g. "WinHub Premium · Starter (0–5 employees), Nov 21 – Dec 21, 2026" */
  description: string;
  amount: number;
  currency: string;
  status: string;
  /** The provider's page for the invoice, when it gives one. */
  invoiceUrl?: string | null;
};

export type InvoiceTableLabels = {
  caption: string;
  date: string;
  description: string;
  amount: string;
  status: string;
  invoice: string;
  /** Link text of an invoice's page, from its number. */
  viewInvoice: (number: string) => string;
  empty: string;
  loading: string;
};

export const defaultInvoiceTableLabels: InvoiceTableLabels = {
  caption: 'Invoice history',
  date: 'Date',
  description: 'Description',
  amount: 'Amount',
  status: 'Status',
  invoice: 'Invoice',
  viewInvoice: (number) => `Invoice ${number}`,
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
  const columns = [labels.date, labels.description, labels.amount, labels.status, labels.invoice];
  const amountColumn = 2;

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
              <th
                key={column}
                scope="col"
                className={index === amountColumn ? `${headCell} ${numeric}` : headCell}
              >
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
                <th scope="row" className={cell} data-label={labels.date}>
                  {formatBillingDate(invoice.date, format)}
                </th>
                <td className={`${cell} ${wrap}`} data-label={labels.description}>
                  {invoice.description}
                </td>
                <td className={`${cell} ${numeric}`} data-label={labels.amount}>
                  {formatMinorAmount(invoice.amount, invoice.currency, format)}
                </td>
                <td className={cell} data-label={labels.status}>
                  <InvoiceStatusBadge status={invoice.status} />
                </td>
                <td className={cell} data-label={labels.invoice}>
                  {invoice.invoiceUrl ? (
                    <Link
                      href={invoice.invoiceUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={invoiceLink}
                    >
                      {labels.viewInvoice(invoiceNumber(invoice.stripeInvoiceId))}
                      <ExternalLink size={14} aria-hidden="true" />
                    </Link>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}
