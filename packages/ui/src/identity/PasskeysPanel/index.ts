export { type PasskeyItem, PasskeysPanel, type PasskeysPanelProps } from './PasskeysPanel.tsx';
