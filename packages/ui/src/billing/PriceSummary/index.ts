export { PriceSummary, type PriceSummaryProps } from './PriceSummary.tsx';
