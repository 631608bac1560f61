/**
 * Prices of the payment screens (docs/product/billing.md, "Payment-screen prices"). The home page's own
 * pricing ($20 Premium) lives in marketing.
 */

export type PlanOffer = {
  name: string;
  price: string;
  period: string;
  highlight: string;
  features: readonly string[];
};

export const freePlanOffer: PlanOffer = {
  name: 'Free',
  price: '$0',
  period: '/month',
  highlight: '5GB storage',
  features: [
    'ERP, Market and Meet access',
    'Meetings up to 10 participants',
    'Up to 5 employees',
    'Banner ads',
  ],
};

export const premiumPlanOffer: PlanOffer = {
  name: 'Premium',
  price: '$49',
  period: '/month',
  highlight: '14-day free trial, cancel anytime',
  features: ['All 6 microservices', 'Meetings up to 100 participants', 'No ads', 'Priority support'],
};

export type PriceId = 'price_starter' | 'price_business' | 'price_enterprise';

export type OrganizationSizeTier = {
  priceId: PriceId;
  name: string;
  employees: string;
  price: string;
};

export const organizationSizeTiers: readonly OrganizationSizeTier[] = [
  { priceId: 'price_starter', name: 'Starter', employees: '0-5 employees', price: 'Free' },
  { priceId: 'price_business', name: 'Business', employees: '6-15 employees', price: '$15/month' },
  { priceId: 'price_enterprise', name: 'Enterprise', employees: '16+ employees', price: 'Custom' },
];
