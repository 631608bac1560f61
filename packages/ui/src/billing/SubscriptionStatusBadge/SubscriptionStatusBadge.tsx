import { Badge, type BadgeVariant } from '../../primitives/Badge/index.ts';
import { humaniseStatus } from '../format/statusLabel.ts';

/** The provider's subscription status, or 'none' when the organization has no subscription. */
export type SubscriptionStatus = 'active' | 'canceled' | 'past_due' | 'none' | (string & {});

const variantByStatus: Record<string, BadgeVariant> = {
  active: 'success',
  canceled: 'danger',
  past_due: 'warning',
};

export const defaultSubscriptionStatusLabels: Record<string, string> = {
  active: 'Active',
  canceled: 'Canceled',
  past_due: 'Past due',
  none: 'Free tier',
};

export type SubscriptionStatusBadgeProps = {
  status: SubscriptionStatus;
  labels?: Record<string, string>;
};

/** Active green, canceled red, past_due yellow, anything else grey; 'none' reads "Free tier". */
export function SubscriptionStatusBadge({ status, labels }: SubscriptionStatusBadgeProps) {
  const label = { ...defaultSubscriptionStatusLabels, ...labels }[status] ?? humaniseStatus(status);
  return <Badge variant={variantByStatus[status] ?? 'neutral'}>{label}</Badge>;
}

export type CancelsAtPeriodEndBadgeProps = { label?: string };

/** Shown beside the status while cancelAtPeriodEnd is true. */
export function CancelsAtPeriodEndBadge({ label = 'Cancels at period end' }: CancelsAtPeriodEndBadgeProps) {
  return <Badge variant="warning">{label}</Badge>;
}
