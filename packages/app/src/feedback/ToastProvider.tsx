import { createToastQueue, showToast } from '@winhub/ui';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Later, laterCode } from '../laterComponent.tsx';
import { whenIdle } from '../whenIdle.ts';
import { type ShowToast, ToastContext } from './toast.ts';

// The region's code loads right after the page has hydrated (a toast never waits for the network); the
// region mounts once the page is idle, or with the first toast if that comes sooner; the queue keeps a
// toast until the region shows it.
const regionCode = laterCode(() => import('./toastRegionCode.tsx').then((code) => code.ToastRegion));

/**
 * Asks for the region's code now, for a page whose first press may answer with a toast (/login): it
 * comes while the page hydrates instead of after.
 */
export const loadToastRegion = (): void => void regionCode.load().catch(() => undefined);

/** The app's one toast queue and its region. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue] = useState(createToastQueue);
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    loadToastRegion();
    return whenIdle(() => setMounted(true));
  }, []);
  const show = useMemo<ShowToast>(
    () => (message) => {
      const key = showToast(queue, message);
      setMounted(true);
      return () => queue.close(key);
    },
    [queue],
  );
  return (
    <ToastContext value={show}>
      {children}
      {mounted ? <Later code={regionCode} props={{ queue }} /> : null}
    </ToastContext>
  );
}
