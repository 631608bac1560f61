import { texts } from '../../i18n/texts.ts';
import { Badge } from '../../primitives/Badge/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Spinner } from '../../primitives/Spinner/index.ts';
import {
  type BillingFormat,
  type DateInput,
  formatBillingDate,
  formatMinorAmount,
} from '../format/format.ts';
import { describeCard, planStandingLabel } from '../format/planStanding.ts';
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
  header,
  sentence,
  term,
  title,
  value,
} from './SubscriptionSummary.css.ts';
import { type SubscriptionStanding, subscriptionSentence } from './subscriptionSentence.ts';

/** The subscription as /billing shows it; money in minor units. */
export type SubscriptionInfo = {
  status: SubscriptionStatus;
  standing: SubscriptionStanding;
  /** e.g. "Starter" */
  planName?: string | null;
  /** e.g. "0–5 employees" */
  sizeBand?: string | null;
  amount?: number | null;
  currency?: string | null;
  /** Billing interval, e.g. "month". */
  interval?: string | null;
  trialEnd?: DateInput;
  cardBrand?: string | null;
  cardLast4?: string | null;
  nextChargeAt?: DateInput;
  nextChargeAmount?: number | null;
  currentPeriodEnd?: DateInput;
  cancelAtPeriodEnd?: boolean;
};

export type SubscriptionSummaryLabels = {
  title: string;
  plan: string;
  price: string;
  trialEnd: string;
  card: string;
  nextCharge: string;
  cancel: string;
  canceling: string;
  resume: string;
  resuming: string;
  loading: string;
};

export const defaultSubscriptionSummaryLabels: SubscriptionSummaryLabels = {
  title: 'Current subscription',
  plan: 'Plan',
  price: 'Price',
  trialEnd: 'Free trial ends',
  card: 'Card',
  nextCharge: 'Next charge',
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

/** The current subscription on /billing, in plain words: plan, price, trial, card, next charge. */
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
  const info: SubscriptionInfo = subscription ?? { status: 'none', standing: 'free' };
  const format = { locale, timeZone };
  const date = (input: DateInput) => formatBillingDate(input, format);
  const money = (amount: number | null | undefined) =>
    amount === null || amount === undefined || !info.currency
      ? null
      : formatMinorAmount(amount, info.currency, format);
  const amount = money(info.amount);
  const price =
    amount && info.interval
      ? texts.en('billing.pricePerInterval', { amount, interval: info.interval })
      : amount;
  const isTrialing = info.standing === 'trialing';
  const isEnding = info.standing === 'cancelling' || info.standing === 'canceled';
  const nextChargeAmount = money(info.nextChargeAmount ?? info.amount);
  const nextCharge =
    !isEnding && info.nextChargeAt && nextChargeAmount
      ? texts.en('billing.amountOnDate', { amount: nextChargeAmount, date: date(info.nextChargeAt) })
      : null;
  const plan = [info.planName, info.sizeBand && `(${info.sizeBand})`].filter(Boolean).join(' ');
  const rows: [string, string | null][] = [
    [labels.plan, plan || null],
    [labels.price, price],
    [labels.trialEnd, isTrialing && info.trialEnd ? date(info.trialEnd) : null],
    [labels.card, describeCard(info.cardBrand, info.cardLast4)],
    [labels.nextCharge, nextCharge],
  ];
  const shownRows = rows.filter((row): row is [string, string] => row[1] !== null);
  const showResume = Boolean(info.cancelAtPeriodEnd && onResume);
  const showCancel = !info.cancelAtPeriodEnd && cancellable.has(info.status) && Boolean(onCancel);

  return (
    <section className={card} aria-labelledby="subscription-summary-title" aria-busy={isLoading}>
      <div className={header}>
        <h2 id="subscription-summary-title" className={title}>
          {labels.title}
        </h2>
        {!isLoading && (
          <div className={badges}>
            {isTrialing ? (
              <Badge variant="premium">
                {planStandingLabel({ isPremium: true, trialEnd: info.trialEnd }, format)}
              </Badge>
            ) : (
              <SubscriptionStatusBadge status={info.status} />
            )}
            {info.cancelAtPeriodEnd && <CancelsAtPeriodEndBadge />}
          </div>
        )}
      </div>
      {isLoading ? (
        <Spinner label={labels.loading} />
      ) : (
        <>
          <p className={sentence}>
            {subscriptionSentence(info.standing, {
              price,
              trialEnd: date(info.trialEnd),
              periodEnd: date(info.currentPeriodEnd),
            })}
          </p>
          {shownRows.length > 0 && info.standing !== 'free' && info.standing !== 'canceled' ? (
            <dl className={details}>
              {shownRows.map(([label, text]) => (
                <div key={label}>
                  <dt className={term}>{label}</dt>
                  <dd className={value}>{text}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </>
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
