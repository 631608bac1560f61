import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import * as styles from './PhoneMenu.css.ts';

export type PhoneMenuLink = { href: string; label: string; icon?: LucideIcon };

export type PhoneMenuProps<Item extends PhoneMenuLink> = {
  id: string;
  /** Accessible name of the menu's navigation landmark. */
  label: string;
  links: readonly Item[];
  /** The link marked as the current page. */
  currentHref?: string;
  /** Under the links: the account action, and a greeting where there is one. */
  account: ReactNode;
  /** Sets the account area apart with a rule. */
  ruledAccount?: boolean;
  /** Adds the page gutters, for a bar whose menu does not sit in the page container. */
  inset?: boolean;
  onNavigate?: (link: Item) => void;
};

/** A top bar's links and account action stacked under the bar on phones; hidden from 768 px up. */
export function PhoneMenu<Item extends PhoneMenuLink>({
  id,
  label,
  links,
  currentHref,
  account,
  ruledAccount = false,
  inset = false,
  onNavigate,
}: PhoneMenuProps<Item>) {
  return (
    <nav id={id} aria-label={label} className={styles.panel({ inset, ruledAccount })}>
      <ul className={styles.links}>
        {links.map((item) => {
          const { href, label: text, icon: Icon } = item;
          return (
            <li key={href}>
              <Link
                href={href}
                className={styles.link}
                aria-current={href === currentHref ? 'page' : undefined}
                onPress={() => onNavigate?.(item)}
              >
                {Icon ? <Icon size={16} aria-hidden="true" /> : null}
                {text}
              </Link>
            </li>
          );
        })}
      </ul>
      <div className={styles.account({ ruled: ruledAccount })}>{account}</div>
    </nav>
  );
}
