export { PlanOfferCard, type PlanOfferCardProps } from './PlanOfferCard.tsx';
