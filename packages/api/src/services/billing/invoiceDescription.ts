import { planOfPrice, TRIAL_DAYS } from './prices.ts';

/** What an invoice is for, in plain words: the trial's zero invoice or a month of the plan. */
export function describeInvoice(priceId: string | null, amountDue: number): string {
  const plan = planOfPrice(priceId);
  const product = plan ? `Premium ${plan.name} (${plan.employees} employees)` : 'Premium';
  return amountDue === 0 ? `${product}, ${TRIAL_DAYS}-day free trial` : `${product}, monthly`;
}
