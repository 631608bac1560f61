export { ProfilePanel, type ProfilePanelProps } from './ProfilePanel.tsx';
