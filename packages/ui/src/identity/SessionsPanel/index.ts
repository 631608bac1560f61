export { type SessionItem, SessionsPanel, type SessionsPanelProps } from './SessionsPanel.tsx';
