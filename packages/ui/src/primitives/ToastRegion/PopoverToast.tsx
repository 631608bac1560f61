import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { nativeClose, popoverReset } from './PopoverToast.css.ts';
import { close, content, description, icon, title, toast, toastPlace } from './ToastRegion.css.ts';
import type { ToastMessage } from './toastQueue.ts';

export type PopoverToastProps = ToastMessage & {
  /** The popover's id: whoever shows it (`showPopover()`, a `popovertarget` button) names it. */
  id: string;
  closeLabel?: string;
};

/**
 * A toast that is part of the page's HTML and opens as a native popover, so it can answer a press
 * before the page's script has come (the sign-in form's "Campos obrigatórios"); it looks and sits as
 * a toast of the region does. Hidden until shown; its close button needs no script either.
 */
export function PopoverToast({
  id,
  title: heading,
  description: text,
  variant = 'destructive',
  lang,
  closeLabel = 'Close',
}: PopoverToastProps) {
  const Icon = variant === 'success' ? CircleCheck : CircleAlert;
  return (
    <div id={id} popover="manual" role="alert" className={`${toastPlace} ${popoverReset}`}>
      <div className={toast({ variant })} data-variant={variant}>
        <Icon size={20} aria-hidden="true" className={icon({ variant })} />
        <div className={content} lang={lang}>
          <span className={title}>{heading}</span>
          {text && <span className={description}>{text}</span>}
        </div>
        <button
          type="button"
          popoverTarget={id}
          popoverTargetAction="hide"
          aria-label={closeLabel}
          className={`${close} ${nativeClose}`}
        >
          <X size={16} aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
