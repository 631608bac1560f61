import { createContext, type ReactNode, use, useEffect, useMemo, useState } from 'react';
import { Later, laterCode } from '../laterComponent.tsx';

/** A service that is not open yet, or any other message (Advertise Here, the video placeholder). */
export type Alert = { service: string } | { message: string; title?: string };
type ShowAlert = (alert: Alert) => void;

const AlertContext = createContext<ShowAlert | null>(null);

// Not part of any page's first paint: its code loads right after the page has hydrated, so the first
// alert opens without waiting for the network.
const alertCode = laterCode(() => import('./comingSoonAlertCode.tsx').then((code) => code.ComingSoonAlert));

/** The product's alerts as one accessible in-app alert dialog (docs/decisions.md, "Alerts"). */
export function AlertProvider({ children }: { children: ReactNode }) {
  const [alert, setAlert] = useState<Alert | null>(null);
  const showAlert = useMemo<ShowAlert>(() => (next) => setAlert(next), []);
  useEffect(() => void alertCode.load().catch(() => undefined), []);
  return (
    <AlertContext value={showAlert}>
      {children}
      {alert ? (
        <Later
          code={alertCode}
          props={{
            isOpen: true,
            onClose: () => setAlert(null),
            ...('service' in alert
              ? { service: alert.service }
              : { message: alert.message, title: alert.title }),
          }}
        />
      ) : null}
    </AlertContext>
  );
}

export function useAlert(): ShowAlert {
  const showAlert = use(AlertContext);
  if (!showAlert) throw new Error('useAlert must be used inside <AlertProvider>');
  return showAlert;
}
