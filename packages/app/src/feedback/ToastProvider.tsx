import { createToastQueue, showToast, ToastRegion } from '@winhub/ui';
import { type ReactNode, useMemo, useState } from 'react';
import { type ShowToast, ToastContext } from './toast.ts';

/** The app's one toast queue and its region. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue] = useState(createToastQueue);
  const show = useMemo<ShowToast>(() => (message) => void showToast(queue, message), [queue]);
  return (
    <ToastContext value={show}>
      {children}
      <ToastRegion queue={queue} />
    </ToastContext>
  );
}
