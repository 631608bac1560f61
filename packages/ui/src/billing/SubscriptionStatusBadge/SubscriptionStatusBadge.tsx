import { type StatusTone, statusBadge } from './StatusBadge.css.ts';
import { humaniseStatus } from './statusLabel.ts';

/** The provider's subscription status, or 'none' when the organization has no subscription. */
export type SubscriptionStatus = 'active' | 'canceled' | 'past_due' | 'none' | (string & {});

const toneByStatus: Record<string, StatusTone> = {
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
  return (
    <span className={statusBadge({ tone: toneByStatus[status] ?? 'neutral' })} data-status={status}>
      {label}
    </span>
  );
}

export type CancelsAtPeriodEndBadgeProps = { label?: string };

/** Shown beside the status while cancelAtPeriodEnd is true. */
export function CancelsAtPeriodEndBadge({ label = 'Cancels at period end' }: CancelsAtPeriodEndBadgeProps) {
  return <span className={statusBadge({ tone: 'warning' })}>{label}</span>;
}
