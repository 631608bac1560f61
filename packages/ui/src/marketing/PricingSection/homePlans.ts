import type { PricingCardProps } from '../PricingCard/PricingCard.tsx';

type PlanContent = Omit<PricingCardProps, 'onChoose'>;

/**
 * Home pricing, word for word (docs/product/landing.md, "Home pricing"); the payment screens keep their own
 * $49 list.
 */
export const freePlan: PlanContent = {
  name: 'Free',
  summary: 'Everything a small team needs to get started.',
  price: '$0',
  period: '/month',
  features: [
    { text: 'All microservices access' },
    { text: 'Up to 5 employees' },
    { text: 'Automatic ERP, Market and Meet access' },
    { text: 'With banner ads', kind: 'limit' },
  ],
  ctaLabel: 'Start Free',
};

export const premiumPlan: PlanContent = {
  name: 'Premium',
  summary: 'For growing companies that want more.',
  price: '$20',
  period: '/month',
  features: [
    { text: '0-5 employees included' },
    { text: '6-15 employees: +$15/month' },
    { text: 'Over 15 employees: custom pricing' },
    { text: 'No ads' },
    { text: 'Priority support' },
    { text: '24/7 support' },
  ],
  ctaLabel: 'Go Premium',
  featured: true,
  ribbon: 'Most popular',
};
