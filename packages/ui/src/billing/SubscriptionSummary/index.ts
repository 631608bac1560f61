export {
  defaultSubscriptionSummaryLabels,
  type SubscriptionInfo,
  SubscriptionSummary,
  type SubscriptionSummaryLabels,
  type SubscriptionSummaryProps,
} from './SubscriptionSummary.tsx';
