import { Link } from 'react-aria-components';
import { HeaderShell } from '../../navigation/HeaderShell/index.ts';
import { navLink } from '../../navigation/shared/navLink.css.ts';
import { Button } from '../../primitives/Button/index.ts';
import { LinkButton } from '../../primitives/LinkButton/index.ts';
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
  /** Where Sign In leads: a real link, so it works before the page's script (and the app routes it). */
  signInHref?: string;
  /** Sign In, when the app takes it instead of the link. */
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
  signInHref = '/login',
  onSignIn,
  onLogout,
  onNavigate,
}: NavBarProps) {
  const phoneLinks = links
    .filter((item) => item.section !== 'home')
    .map((item) => ({ ...item, href: `#${item.section}` }));

  const accountActions = (fullWidth: boolean) =>
    isLoggedIn ? (
      <>
        {userName ? <span className={styles.greeting}>{greeting(userName)}</span> : null}
        <Button variant="secondary" size="sm" fullWidth={fullWidth} onPress={onLogout}>
          {logoutLabel}
        </Button>
      </>
    ) : (
      <LinkButton
        size="sm"
        fullWidth={fullWidth}
        href={signInHref}
        onClick={(event) => {
          if (!onSignIn) return;
          event.preventDefault();
          onSignIn();
        }}
      >
        {signInLabel}
      </LinkButton>
    );

  return (
    <HeaderShell
      frameClassName={container}
      barClassName={styles.bar}
      menuLabel={menuLabel}
      defaultMenuOpen={defaultMenuOpen}
      menu={{
        label: 'Mobile',
        links: phoneLinks,
        account: accountActions(true),
        ruledAccount: true,
        onNavigate: (item) => onNavigate?.(item.section),
      }}
    >
      {(closeMenu) => (
        <>
          <Logo href={brandHref} />
          <nav aria-label="Main" className={styles.desktopOnly}>
            <ul className={`${styles.links} ${styles.desktopOnly}`}>
              {links.map((item) => (
                <li key={item.section}>
                  <Link
                    href={`#${item.section}`}
                    className={navLink}
                    onPress={() => {
                      closeMenu();
                      onNavigate?.(item.section);
                    }}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className={`${styles.account} ${styles.desktopOnly}`}>{accountActions(false)}</div>
        </>
      )}
    </HeaderShell>
  );
}
