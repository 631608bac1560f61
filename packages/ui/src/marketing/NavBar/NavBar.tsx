import { useId, useState } from 'react';
import { Link } from 'react-aria-components';
import { PhoneMenu } from '../../navigation/PhoneMenu/index.ts';
import { PhoneMenuToggle } from '../../navigation/PhoneMenuToggle/index.ts';
import { navLink } from '../../navigation/shared/navLink.css.ts';
import { stickyHeader } from '../../navigation/shared/stickyHeader.css.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Logo } from '../../primitives/Logo/index.ts';
import { container } from '../shared/layout.css.ts';
import * as styles from './NavBar.css.ts';
import { defaultNavLinks, type HomeSection, type NavLinkItem } from './navSections.ts';

export type NavBarProps = {
  /** Signed-in user's first name; when absent the visitor sees "Sign In". */
  userName?: string | null;
  isLoggedIn?: boolean;
  brandHref?: string;
  links?: readonly NavLinkItem[];
  greeting?: (name: string) => string;
  signInLabel?: string;
  logoutLabel?: string;
  menuLabel?: string;
  /** Initial state of the mobile menu (stories); the bar manages it afterwards. */
  defaultMenuOpen?: boolean;
  onSignIn?: () => void;
  onLogout?: () => void;
  onNavigate?: (section: HomeSection) => void;
};

export function NavBar({
  userName,
  isLoggedIn = false,
  brandHref = '/',
  links = defaultNavLinks,
  greeting = (name) => `Hi, ${name}`,
  signInLabel = 'Sign In',
  logoutLabel = 'Logout',
  menuLabel = 'Menu',
  defaultMenuOpen = false,
  onSignIn,
  onLogout,
  onNavigate,
}: NavBarProps) {
  const [menuOpen, setMenuOpen] = useState(defaultMenuOpen);
  const menuId = useId();
  const phoneLinks = links
    .filter((item) => item.section !== 'home')
    .map((item) => ({ ...item, href: `#${item.section}` }));

  const navigate = (section: HomeSection) => {
    setMenuOpen(false);
    onNavigate?.(section);
  };

  const accountActions = (fullWidth: boolean) =>
    isLoggedIn ? (
      <>
        {userName ? <span className={styles.greeting}>{greeting(userName)}</span> : null}
        <Button variant="secondary" size="sm" fullWidth={fullWidth} onPress={onLogout}>
          {logoutLabel}
        </Button>
      </>
    ) : (
      <Button size="sm" fullWidth={fullWidth} onPress={onSignIn}>
        {signInLabel}
      </Button>
    );

  return (
    <header className={stickyHeader}>
      <div className={container}>
        <div className={styles.bar}>
          <Logo href={brandHref} />
          <nav aria-label="Main" className={styles.desktopOnly}>
            <ul className={`${styles.links} ${styles.desktopOnly}`}>
              {links.map((item) => (
                <li key={item.section}>
                  <Link href={`#${item.section}`} className={navLink} onPress={() => navigate(item.section)}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className={`${styles.account} ${styles.desktopOnly}`}>{accountActions(false)}</div>
          <PhoneMenuToggle
            isOpen={menuOpen}
            menuId={menuId}
            label={menuLabel}
            onToggle={() => setMenuOpen((open) => !open)}
          />
        </div>
        {menuOpen ? (
          <PhoneMenu
            id={menuId}
            label="Mobile"
            links={phoneLinks}
            account={accountActions(true)}
            ruledAccount
            onNavigate={(item) => navigate(item.section)}
          />
        ) : null}
      </div>
    </header>
  );
}
