export { Badge, type BadgeProps, type BadgeVariant } from './Badge.tsx';
