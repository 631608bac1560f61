export { type PasswordChange, PasswordPanel, type PasswordPanelProps } from './PasswordPanel.tsx';
