export {
  CancelsAtPeriodEndBadge,
  type CancelsAtPeriodEndBadgeProps,
  defaultSubscriptionStatusLabels,
  type SubscriptionStatus,
  SubscriptionStatusBadge,
  type SubscriptionStatusBadgeProps,
} from './SubscriptionStatusBadge.tsx';
