import { AlertDialog } from '../AlertDialog/AlertDialog.tsx';

/** The spec's alert for a service that does not open yet (§5). */
export const comingSoonMessage = (service: string) =>
  `${service} is coming soon! We're working hard to bring you this service.`;

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
