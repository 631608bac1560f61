import { UNSTABLE_ToastQueue } from 'react-aria-components';

export type ToastVariant = 'success' | 'destructive';

export type ToastMessage = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** The toast's language when it is not the page's, e.g. 'pt-BR' for the spec's Portuguese toasts. */
  lang?: string;
};

export type ToastQueue = UNSTABLE_ToastQueue<ToastMessage>;

/** How long a toast stays when `showToast` is not told otherwise. */
export const defaultToastTimeoutMs = 5000;

/** One queue per app; render it with `<ToastRegion queue={queue} />` once, push from anywhere. */
export function createToastQueue(maxVisibleToasts = 3): ToastQueue {
  return new UNSTABLE_ToastQueue<ToastMessage>({ maxVisibleToasts });
}

/** Shows a toast that closes itself after `timeoutMs`; returns its key for `queue.close(key)`. */
export function showToast(
  queue: ToastQueue,
  message: ToastMessage,
  timeoutMs = defaultToastTimeoutMs,
): string {
  return queue.add(message, { timeout: timeoutMs });
}
