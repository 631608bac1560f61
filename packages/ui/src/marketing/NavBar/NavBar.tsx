import { Menu, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button as AriaButton, Link } from 'react-aria-components';
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
  const mobileLinks = links.filter((item) => item.section !== 'home');

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
    <header className={styles.header}>
      <div className={container}>
        <div className={styles.bar}>
          <Logo href={brandHref} />
          <nav aria-label="Main" className={styles.desktopOnly}>
            <ul className={`${styles.links} ${styles.desktopOnly}`}>
              {links.map((item) => (
                <li key={item.section}>
                  <Link
                    href={`#${item.section}`}
                    className={styles.link}
                    onPress={() => navigate(item.section)}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className={`${styles.account} ${styles.desktopOnly}`}>{accountActions(false)}</div>
          <AriaButton
            className={styles.menuToggle}
            aria-label={menuLabel}
            aria-expanded={menuOpen}
            aria-controls={menuOpen ? menuId : undefined}
            onPress={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X size={20} aria-hidden="true" /> : <Menu size={20} aria-hidden="true" />}
          </AriaButton>
        </div>
        {menuOpen ? (
          <nav id={menuId} aria-label="Mobile" className={styles.mobilePanel}>
            <ul className={styles.mobileLinks}>
              {mobileLinks.map((item) => (
                <li key={item.section}>
                  <Link
                    href={`#${item.section}`}
                    className={styles.mobileLink}
                    onPress={() => navigate(item.section)}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
            <div className={styles.mobileAccount}>{accountActions(true)}</div>
          </nav>
        ) : null}
      </div>
    </header>
  );
}
