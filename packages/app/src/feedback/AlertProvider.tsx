import { createContext, lazy, type ReactNode, Suspense, use, useEffect, useMemo, useState } from 'react';

/** A service that is not open yet, or any other message (Advertise Here, the video placeholder). */
export type Alert = { service: string } | { message: string; title?: string };
type ShowAlert = (alert: Alert) => void;

const AlertContext = createContext<ShowAlert | null>(null);

// Not part of any page's first paint: its code loads right after the page has hydrated, so the first
// alert opens without waiting for the network.
const alertCode = () => import('./ComingSoonAlertLoader.tsx');
const ComingSoonAlert = lazy(alertCode);

/** The product's alerts as one accessible in-app alert dialog (docs/decisions.md, "Alerts"). */
export function AlertProvider({ children }: { children: ReactNode }) {
  const [alert, setAlert] = useState<Alert | null>(null);
  const showAlert = useMemo<ShowAlert>(() => (next) => setAlert(next), []);
  useEffect(() => void alertCode(), []);
  return (
    <AlertContext value={showAlert}>
      {children}
      {alert ? (
        <Suspense fallback={null}>
          <ComingSoonAlert
            isOpen
            onClose={() => setAlert(null)}
            {...('service' in alert
              ? { service: alert.service }
              : { message: alert.message, title: alert.title })}
          />
        </Suspense>
      ) : null}
    </AlertContext>
  );
}

export function useAlert(): ShowAlert {
  const showAlert = use(AlertContext);
  if (!showAlert) throw new Error('useAlert must be used inside <AlertProvider>');
  return showAlert;
}
