export { QuickActionCard, type QuickActionCardProps } from './QuickActionCard.tsx';
export { defaultQuickActions, QuickActionList, type QuickActionListProps } from './QuickActionList.tsx';
