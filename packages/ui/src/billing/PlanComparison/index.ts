export { PlanComparison, type PlanComparisonProps } from './PlanComparison.tsx';
export { PlanOfferCard, type PlanOfferCardProps } from './PlanOfferCard.tsx';
