import { texts } from '../../i18n/texts.ts';
import { type BillingFormat, type DateInput, formatBillingDate } from './format.ts';

export type PlanStanding = {
  isPremium: boolean;
  /** While Premium is in its free trial: the day the trial ends. */
  trialEnd?: DateInput;
};

/**
 * The one phrase the dashboard, /payment-success and /billing all use for the plan:
 * "Premium, trial until Dec 7, 2026" during the trial, else "Premium Active" or "Free Plan".
 */
export function planStandingLabel({ isPremium, trialEnd }: PlanStanding, format: BillingFormat = {}): string {
  if (!isPremium) return texts.en('billing.plan.free');
  const until = formatBillingDate(trialEnd, format, '');
  return until
    ? texts.en('billing.plan.trialUntil', { date: until })
    : texts.en('billing.plan.premiumActive');
}

const cardBrandNames: Record<string, string> = {
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

/** "visa", "4242" → "Visa ending in 4242". */
export function describeCard(
  brand: string | null | undefined,
  last4: string | null | undefined,
): string | null {
  if (!last4) return null;
  const name = brand
    ? (cardBrandNames[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1))
    : 'Card';
  return `${name} ending in ${last4}`;
}
