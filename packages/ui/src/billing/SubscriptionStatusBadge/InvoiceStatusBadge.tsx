import { type StatusTone, statusBadge } from './StatusBadge.css.ts';
import { humaniseStatus } from './statusLabel.ts';

const toneByInvoiceStatus: Record<string, StatusTone> = {
  paid: 'success',
  open: 'warning',
  uncollectible: 'danger',
};

export type InvoiceStatusBadgeProps = {
  /** The provider's invoice status: paid, open, draft, void, uncollectible. */
  status: string;
  labels?: Record<string, string>;
};

/** Paid green, open yellow, uncollectible red, others (draft, void) grey. */
export function InvoiceStatusBadge({ status, labels }: InvoiceStatusBadgeProps) {
  return (
    <span className={statusBadge({ tone: toneByInvoiceStatus[status] ?? 'neutral' })} data-status={status}>
      {labels?.[status] ?? humaniseStatus(status)}
    </span>
  );
}
