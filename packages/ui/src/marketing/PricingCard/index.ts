export { PricingCard, type PricingCardProps, type PricingFeature } from './PricingCard.tsx';
