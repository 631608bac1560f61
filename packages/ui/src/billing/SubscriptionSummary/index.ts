export {
  defaultSubscriptionSummaryLabels,
  type SubscriptionInfo,
  SubscriptionSummary,
  type SubscriptionSummaryLabels,
  type SubscriptionSummaryProps,
} from './SubscriptionSummary.tsx';
export type { SubscriptionStanding } from './subscriptionSentence.ts';
