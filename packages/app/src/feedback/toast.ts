import type { ToastMessage } from '@winhub/ui';
import { createContext, use } from 'react';

/** Shows a toast; the answer closes it early. */
export type ShowToast = (toast: ToastMessage) => () => void;

export const ToastContext = createContext<ShowToast | null>(null);

/** Queues a toast in the app's toast region. */
export function useToast(): ShowToast {
  const showToast = use(ToastContext);
  if (!showToast) throw new Error('useToast must be used inside <ToastProvider>');
  return showToast;
}
