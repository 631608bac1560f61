export { QuickActionCard, type QuickActionCardProps } from './QuickActionCard.tsx';
