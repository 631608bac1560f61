export { type ActivityItem, ActivityPanel, type ActivityPanelProps } from './ActivityPanel.tsx';
