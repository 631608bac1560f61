import { texts } from '../../i18n/texts.ts';
import { AlertDialog } from '../AlertDialog/AlertDialog.tsx';

/** The alert for a service that does not open yet (docs/product/texts-and-validation.md, "Alerts"). */
export const comingSoonMessage = (service: string) => texts.en('primitives.comingSoon.message', { service });

export type ComingSoonAlertProps = {
  isOpen: boolean;
  /** The service name for the default message, e.g. 'WinAuth'. */
  service?: string;
  /** Any other message (Advertise Here, the video placeholder); replaces the service sentence. */
  message?: string;
  title?: string;
  okLabel?: string;
  /** OK, Escape. */
  onClose: () => void;
};

/** The in-app replacement for the spec's browser alerts: one message and an OK button. */
export function ComingSoonAlert({
  isOpen,
  service = 'This service',
  message,
  title = 'Coming soon',
  okLabel = 'OK',
  onClose,
}: ComingSoonAlertProps) {
  return (
    <AlertDialog isOpen={isOpen} title={title} confirmLabel={okLabel} onConfirm={onClose}>
      {message ?? comingSoonMessage(service)}
    </AlertDialog>
  );
}
