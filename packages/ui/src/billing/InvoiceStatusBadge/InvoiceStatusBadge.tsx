import { Badge, type BadgeVariant } from '../../primitives/Badge/index.ts';
import { humaniseStatus } from '../format/statusLabel.ts';

const variantByInvoiceStatus: Record<string, BadgeVariant> = {
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
    <Badge variant={variantByInvoiceStatus[status] ?? 'neutral'}>
      {labels?.[status] ?? humaniseStatus(status)}
    </Badge>
  );
}
