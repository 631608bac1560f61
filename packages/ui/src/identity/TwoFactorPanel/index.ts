export {
  type TwoFactorConfirmation,
  TwoFactorPanel,
  type TwoFactorPanelProps,
  type TwoFactorStatus,
} from './TwoFactorPanel.tsx';
