export { PlanComparison, type PlanComparisonProps } from './PlanComparison.tsx';
