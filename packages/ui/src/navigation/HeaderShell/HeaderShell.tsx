import { type ReactNode, useId, useState } from 'react';
import { PhoneMenu, type PhoneMenuLink, type PhoneMenuProps } from '../PhoneMenu/index.ts';
import { PhoneMenuToggle } from '../PhoneMenuToggle/index.ts';
import { stickyHeader } from './HeaderShell.css.ts';

export type HeaderShellProps<Item extends PhoneMenuLink> = {
  /** Style of the bar: the row of `children`, with the menu toggle at its end on phones. */
  barClassName: string;
  /**
   * What the bar shows before the toggle: brand, inline links, account. As a function it is given
   * `closeMenu`, for a link of the bar that also does something (the phone menu may be open behind it).
   */
  children: ReactNode | ((closeMenu: () => void) => ReactNode);
  /** A box around the bar and the phone menu, e.g. the page container, for a bar that does not centre itself. */
  frameClassName?: string;
  /** The phone menu, without its id (the shell gives it). Choosing a link closes the menu, then calls `onNavigate`. */
  menu: Omit<PhoneMenuProps<Item>, 'id'>;
  /** Accessible name of the menu toggle. */
  menuLabel?: string;
  /** Initial state of the phone menu (stories); the shell manages it afterwards. */
  defaultMenuOpen?: boolean;
};

/**
 * The page's top bar, sticky with a hairline below, and its phone menu: under 768 px a toggle at the end
 * of the bar opens the menu (PhoneMenu) under it. The wiring AppHeader and NavBar share; each fills the bar.
 */
export function HeaderShell<Item extends PhoneMenuLink>({
  barClassName,
  children,
  frameClassName,
  menu,
  menuLabel,
  defaultMenuOpen = false,
}: HeaderShellProps<Item>) {
  const [menuOpen, setMenuOpen] = useState(defaultMenuOpen);
  const menuId = useId();
  const closeMenu = () => setMenuOpen(false);
  const bar = (
    <>
      <div className={barClassName}>
        {typeof children === 'function' ? children(closeMenu) : children}
        <PhoneMenuToggle
          isOpen={menuOpen}
          menuId={menuId}
          label={menuLabel}
          onToggle={() => setMenuOpen((open) => !open)}
        />
      </div>
      {menuOpen ? (
        <PhoneMenu
          {...menu}
          id={menuId}
          onNavigate={(item) => {
            closeMenu();
            menu.onNavigate?.(item);
          }}
        />
      ) : null}
    </>
  );
  return (
    <header className={stickyHeader}>
      {frameClassName ? <div className={frameClassName}>{bar}</div> : bar}
    </header>
  );
}
