import { CircleAlert, CircleCheck, X } from 'lucide-react';
import {
  Button,
  Text,
  UNSTABLE_Toast as Toast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastRegion as ToastRegionBase,
} from 'react-aria-components';
import {
  close,
  content,
  description,
  icon,
  region,
  title,
  toastPlace,
  toast as toastStyle,
} from './ToastRegion.css.ts';
import type { ToastQueue } from './toastQueue.ts';

export type ToastRegionProps = {
  queue: ToastQueue;
  /** Label of each toast's close button. */
  closeLabel?: string;
};

/**
 * Where toasts appear (bottom right; full width on phones). Render once near the app root. F6
 * moves focus into the region; timers pause while it is hovered or focused.
 */
export function ToastRegion({ queue, closeLabel = 'Close' }: ToastRegionProps) {
  return (
    <ToastRegionBase queue={queue} className={`${toastPlace} ${region}`}>
      {({ toast }) => {
        const variant = toast.content.variant ?? 'success';
        const Icon = variant === 'success' ? CircleCheck : CircleAlert;
        return (
          <Toast toast={toast} className={toastStyle({ variant })} data-variant={variant}>
            <Icon size={20} aria-hidden="true" className={icon({ variant })} />
            <ToastContent className={content} lang={toast.content.lang}>
              <Text slot="title" className={title}>
                {toast.content.title}
              </Text>
              {toast.content.description && (
                <Text slot="description" className={description}>
                  {toast.content.description}
                </Text>
              )}
            </ToastContent>
            <Button slot="close" aria-label={closeLabel} className={close}>
              <X size={16} aria-hidden="true" />
            </Button>
          </Toast>
        );
      }}
    </ToastRegionBase>
  );
}
