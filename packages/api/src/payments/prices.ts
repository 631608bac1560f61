import type { PriceId } from '../contract/billing.ts';

// Premium is sold at the payment screens' price (spec §9): 49 a month, with 6-15 employees adding
// the 15 "Business" step. Amounts are stored in minor units of BRL, the records' default currency:
// the screens' "$49" is kept as the number 49.00 (4900), not converted.
export const CURRENCY = 'brl';
export const TRIAL_DAYS = 14;

export interface Price {
  id: PriceId;
  /** Minor units a month; null for the custom (sales-negotiated) plan. */
  amount: number | null;
}

export const PRICES: Record<PriceId, Price> = {
  price_starter: { id: 'price_starter', amount: 4900 },
  price_business: { id: 'price_business', amount: 6400 },
  price_enterprise: { id: 'price_enterprise', amount: null },
};

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
