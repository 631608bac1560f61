export { InvoiceStatusBadge, type InvoiceStatusBadgeProps } from './InvoiceStatusBadge.tsx';
export {
  CancelsAtPeriodEndBadge,
  type CancelsAtPeriodEndBadgeProps,
  defaultSubscriptionStatusLabels,
  type SubscriptionStatus,
  SubscriptionStatusBadge,
  type SubscriptionStatusBadgeProps,
} from './SubscriptionStatusBadge.tsx';
