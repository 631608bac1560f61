export { ComingSoonPanel, type ComingSoonPanelProps } from './ComingSoonPanel.tsx';
