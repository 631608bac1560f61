export { type Plan, PlanBadge, type PlanBadgeProps } from './PlanBadge.tsx';
