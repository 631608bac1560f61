export { freePlan, premiumPlan } from './homePlans.ts';
export { type HomePlan, PricingSection, type PricingSectionProps } from './PricingSection.tsx';
