import { Menu, X } from 'lucide-react';
import { Button as AriaButton } from 'react-aria-components';
import * as styles from './PhoneMenuToggle.css.ts';

export type PhoneMenuToggleProps = {
  isOpen: boolean;
  /** Id of the PhoneMenu it opens. */
  menuId: string;
  label?: string;
  onToggle: () => void;
};

/** The button that opens and closes a top bar's PhoneMenu; hidden from 768 px up. */
export function PhoneMenuToggle({ isOpen, menuId, label = 'Menu', onToggle }: PhoneMenuToggleProps) {
  return (
    <AriaButton
      className={styles.toggle}
      aria-label={label}
      aria-expanded={isOpen}
      aria-controls={isOpen ? menuId : undefined}
      onPress={onToggle}
    >
      {isOpen ? <X size={20} aria-hidden="true" /> : <Menu size={20} aria-hidden="true" />}
    </AriaButton>
  );
}
