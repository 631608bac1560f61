import { Info, TriangleAlert } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { actions, body, dialog, heading, modal, overlay } from '../Dialog/Dialog.css.ts';
import { header, icon } from './AlertDialog.css.ts';

export type AlertDialogVariant = 'default' | 'destructive';

export type AlertDialogProps = {
  isOpen: boolean;
  title: string;
  /** The message; it is the dialog's accessible description. */
  children: ReactNode;
  confirmLabel?: string;
  /** Without a cancel label only the confirm button shows (an acknowledgement). */
  cancelLabel?: string;
  onConfirm: () => void;
  /** Cancel button and Escape. Defaults to `onConfirm` when there is no cancel button. */
  onCancel?: () => void;
  /** `destructive` paints the confirm button red, for actions like logging out or deleting. */
  variant?: AlertDialogVariant;
  /** Shows a spinner on the confirm button and ignores presses. */
  isConfirmPending?: boolean;
};

/** An interruptive message that needs an answer (role=alertdialog), e.g. 'User Already Logged In'. */
export function AlertDialog({
  isOpen,
  title,
  children,
  confirmLabel = 'OK',
  cancelLabel,
  onConfirm,
  onCancel,
  variant = 'default',
  isConfirmPending,
}: AlertDialogProps) {
  const messageId = useId();
  const dismiss = onCancel ?? onConfirm;
  // A destructive confirm should not be one Enter away: focus starts on Cancel then.
  const focusCancel = variant === 'destructive' && Boolean(cancelLabel);
  const Icon = variant === 'destructive' ? TriangleAlert : Info;
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={(open) => open || dismiss()} className={overlay}>
      <Modal className={modal}>
        <Dialog role="alertdialog" className={dialog} aria-describedby={messageId}>
          <div className={header}>
            <span className={icon({ variant })} aria-hidden="true">
              <Icon size={20} />
            </span>
            <Heading slot="title" className={heading}>
              {title}
            </Heading>
          </div>
          <div id={messageId} className={body}>
            {children}
          </div>
          <div className={actions}>
            {cancelLabel && (
              <Button autoFocus={focusCancel} variant="secondary" onPress={dismiss}>
                {cancelLabel}
              </Button>
            )}
            <Button
              autoFocus={!focusCancel}
              variant={variant === 'destructive' ? 'danger' : 'primary'}
              onPress={onConfirm}
              isPending={isConfirmPending}
            >
              {confirmLabel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
