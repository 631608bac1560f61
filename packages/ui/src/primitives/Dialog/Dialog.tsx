import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog as AriaDialog,
  Heading,
  Modal,
  ModalOverlay,
  type ModalOverlayProps,
} from 'react-aria-components';
import {
  actions as actionsStyle,
  body,
  closeButton,
  dialog,
  header,
  heading,
  modal,
  overlay,
} from './Dialog.css.ts';

export type DialogProps = Pick<ModalOverlayProps, 'isOpen' | 'defaultOpen' | 'onOpenChange'> & {
  title: string;
  /** The body of the dialog. */
  children: ReactNode;
  /** Buttons in the footer, e.g. Cancel + a primary action. */
  actions?: ReactNode;
  /** Clicking outside or pressing Escape closes it. Default true. */
  isDismissable?: boolean;
  /** Label of the icon-only close button in the corner. */
  closeLabel?: string;
};

/**
 * A modal dialog: focus is trapped inside and returns to the trigger on close. Controlled with
 * `isOpen`/`onOpenChange`, or placed inside a react-aria `DialogTrigger` after its trigger button.
 */
export function Dialog({
  title,
  children,
  actions,
  isDismissable = true,
  closeLabel = 'Close',
  ...overlayProps
}: DialogProps) {
  return (
    <ModalOverlay
      {...overlayProps}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      className={overlay}
    >
      <Modal className={modal}>
        <AriaDialog className={dialog}>
          {({ close }) => (
            <>
              <div className={header}>
                <Heading slot="title" className={heading}>
                  {title}
                </Heading>
                {isDismissable && (
                  <AriaButton aria-label={closeLabel} onPress={close} className={closeButton}>
                    <X size={18} aria-hidden="true" />
                  </AriaButton>
                )}
              </div>
              <div className={body}>{children}</div>
              {actions && <div className={actionsStyle}>{actions}</div>}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
