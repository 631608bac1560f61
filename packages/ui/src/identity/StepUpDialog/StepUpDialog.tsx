import { PasswordConfirmDialog } from '../PasswordConfirmDialog/PasswordConfirmDialog.tsx';

export type StepUpDialogProps = {
  isOpen: boolean;
  /** What the person was doing, as the end of "Enter your password to …": `add a passkey`. */
  action: string;
  /** How long the confirmation spares a new prompt, in minutes. */
  windowMinutes: number;
  onConfirm: (password: string) => void;
  onCancel: () => void;
  isPending?: boolean;
  /** The refusal of the last password (wrong, or too many tries). */
  error?: string;
};

/**
 * Asks for the password before a change to how the account signs in (a new passkey, two-factor, new
 * recovery codes): a stolen session alone cannot add one. The change goes on once it is confirmed.
 */
export function StepUpDialog({ action, windowMinutes, ...dialog }: StepUpDialogProps) {
  return (
    <PasswordConfirmDialog
      {...dialog}
      title="Confirm it’s you"
      description={`Enter your password to ${action}. We will not ask again for ${windowMinutes} minutes on this device.`}
      confirmLabel="Confirm"
      confirmVariant="primary"
    />
  );
}
