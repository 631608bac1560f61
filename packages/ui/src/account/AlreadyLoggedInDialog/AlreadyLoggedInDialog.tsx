import { AlertDialog } from '../../primitives/AlertDialog/index.ts';
import { displayName, type NamedUser } from './displayName.ts';

export type AlreadyLoggedInDialogProps = {
  isOpen: boolean;
  /** The signed-in user; named with `displayName` (fullName → firstName → email local part → 'Unknown'). */
  user: NamedUser | null;
  /** Cancel or Escape: close and keep the session. */
  onCancel: () => void;
  /** 'Proceed and Logout': the app logs out, then submits the registration after 100 ms. */
  onProceed: () => void;
  isProceeding?: boolean;
  title?: string;
  message?: (name: string) => string;
  cancelLabel?: string;
  proceedLabel?: string;
};

export function AlreadyLoggedInDialog({
  isOpen,
  user,
  onCancel,
  onProceed,
  isProceeding = false,
  title = 'User Already Logged In',
  message = (name) =>
    `You are currently logged in as ${name}. To register a new account you will be logged out.`,
  cancelLabel = 'Cancel',
  proceedLabel = 'Proceed and Logout',
}: AlreadyLoggedInDialogProps) {
  return (
    <AlertDialog
      isOpen={isOpen}
      title={title}
      variant="destructive"
      cancelLabel={cancelLabel}
      confirmLabel={proceedLabel}
      onCancel={onCancel}
      onConfirm={onProceed}
      isConfirmPending={isProceeding}
    >
      {message(displayName(user))}
    </AlertDialog>
  );
}
