export { defaultQuickActions, QuickActionList, type QuickActionListProps } from './QuickActionList.tsx';
