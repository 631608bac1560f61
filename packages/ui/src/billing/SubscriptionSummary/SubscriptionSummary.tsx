import { Button } from '../../primitives/Button/index.ts';
import { Spinner } from '../../primitives/Spinner/index.ts';
import { type BillingFormat, type DateInput, formatBillingDate } from '../format/format.ts';
import {
  CancelsAtPeriodEndBadge,
  type SubscriptionStatus,
  SubscriptionStatusBadge,
} from '../SubscriptionStatusBadge/SubscriptionStatusBadge.tsx';
import {
  actions,
  badges,
  card,
  details,
  freeText,
  header,
  mono,
  term,
  title,
  value,
} from './SubscriptionSummary.css.ts';

/** GET /api/billing/subscription as the client reads it. */
export type SubscriptionInfo = {
  status: SubscriptionStatus;
  stripePriceId?: string | null;
  currentPeriodStart?: DateInput;
  currentPeriodEnd?: DateInput;
  cancelAtPeriodEnd?: boolean;
};

export type SubscriptionSummaryLabels = {
  title: string;
  plan: string;
  periodStart: string;
  periodEnd: string;
  freeTier: string;
  cancel: string;
  canceling: string;
  resume: string;
  resuming: string;
  loading: string;
};

export const defaultSubscriptionSummaryLabels: SubscriptionSummaryLabels = {
  title: 'Current subscription',
  plan: 'Price',
  periodStart: 'Current period start',
  periodEnd: 'Current period end',
  freeTier: 'Your organization is on the free tier.',
  cancel: 'Cancel subscription',
  canceling: 'Canceling...',
  resume: 'Resume subscription',
  resuming: 'Resuming...',
  loading: 'Loading subscription',
};

export type SubscriptionSummaryProps = BillingFormat & {
  subscription?: SubscriptionInfo;
  isLoading?: boolean;
  onCancel?: () => void;
  onResume?: () => void;
  /** Which change is in flight: its button shows pending, the other is disabled. */
  pendingAction?: 'cancel' | 'resume' | null;
  labels?: Partial<SubscriptionSummaryLabels>;
};

const cancellable = new Set(['active', 'trialing', 'past_due']);

export function SubscriptionSummary({
  subscription,
  isLoading = false,
  onCancel,
  onResume,
  pendingAction = null,
  labels: labelOverrides,
  locale,
  timeZone,
}: SubscriptionSummaryProps) {
  const labels = { ...defaultSubscriptionSummaryLabels, ...labelOverrides };
  const status = subscription?.status ?? 'none';
  const isFree = status === 'none';
  const showResume = Boolean(subscription?.cancelAtPeriodEnd && onResume);
  const showCancel = !subscription?.cancelAtPeriodEnd && cancellable.has(status) && Boolean(onCancel);
  const date = (input: DateInput) => formatBillingDate(input, { locale, timeZone });

  return (
    <section className={card} aria-labelledby="subscription-summary-title" aria-busy={isLoading}>
      <div className={header}>
        <h2 id="subscription-summary-title" className={title}>
          {labels.title}
        </h2>
        {!isLoading && (
          <div className={badges}>
            <SubscriptionStatusBadge status={status} />
            {subscription?.cancelAtPeriodEnd && <CancelsAtPeriodEndBadge />}
          </div>
        )}
      </div>
      {isLoading ? (
        <Spinner label={labels.loading} />
      ) : isFree ? (
        <p className={freeText}>{labels.freeTier}</p>
      ) : (
        <dl className={details}>
          <div>
            <dt className={term}>{labels.plan}</dt>
            <dd className={`${value} ${mono}`}>{subscription?.stripePriceId ?? '—'}</dd>
          </div>
          <div>
            <dt className={term}>{labels.periodStart}</dt>
            <dd className={value}>{date(subscription?.currentPeriodStart)}</dd>
          </div>
          <div>
            <dt className={term}>{labels.periodEnd}</dt>
            <dd className={value}>{date(subscription?.currentPeriodEnd)}</dd>
          </div>
        </dl>
      )}
      {!isLoading && (showCancel || showResume) && (
        <div className={actions}>
          {showResume && (
            <Button
              onPress={onResume}
              isPending={pendingAction === 'resume'}
              isDisabled={pendingAction === 'cancel'}
              pendingLabel={labels.resuming}
            >
              {labels.resume}
            </Button>
          )}
          {showCancel && (
            <Button
              variant="secondary"
              onPress={onCancel}
              isPending={pendingAction === 'cancel'}
              isDisabled={pendingAction === 'resume'}
              pendingLabel={labels.canceling}
            >
              {labels.cancel}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
