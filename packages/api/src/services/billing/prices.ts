import type { BillingPlan, PriceId } from '../../contract/billing.ts';

// Premium is sold at the payment screens' price: $49 a month, with 6-15 employees adding the $15
// "Business" step (docs/product/billing.md, "Price ids"). Amounts are in minor units (cents) of USD, the
// screens' currency.
export const CURRENCY = 'usd';
export const TRIAL_DAYS = 14;

export interface Price {
  id: PriceId;
  /** Plan name as the billing page shows it. */
  name: string;
  /** Organization size band the price is for (employees). */
  employees: string;
  /** Minor units a month; null for the custom (sales-negotiated) plan. */
  amount: number | null;
}

export const PRICES: Record<PriceId, Price> = {
  price_starter: { id: 'price_starter', name: 'Starter', employees: '0–5', amount: 4900 },
  price_business: { id: 'price_business', name: 'Business', employees: '6–15', amount: 6400 },
  price_enterprise: { id: 'price_enterprise', name: 'Enterprise', employees: '16+', amount: null },
};

const isPriceId = (value: string): value is PriceId => Object.hasOwn(PRICES, value);

/** The plan of a price id (a lookup key); null for a price billing does not sell. */
export function planOfPrice(priceId: string | null): BillingPlan | null {
  if (!priceId || !isPriceId(priceId)) return null;
  const price = PRICES[priceId];
  return {
    priceId: price.id,
    name: price.name,
    employees: price.employees,
    amount: price.amount,
    currency: CURRENCY,
    interval: 'month',
  };
}

/**
 * Price for an organization's `employees` value ('1-5', '6-15', '16-50', '16+', '200+'…).
 * Unknown or empty sizes count as the smallest, as the Free plan does ("up to 5 employees").
 */
export function priceForEmployees(employees: string | null): Price {
  const lowerBound = Number.parseInt(employees?.trim() ?? '', 10);
  if (Number.isNaN(lowerBound) || lowerBound <= 5) return PRICES.price_starter;
  if (lowerBound <= 15) return PRICES.price_business;
  return PRICES.price_enterprise;
}
