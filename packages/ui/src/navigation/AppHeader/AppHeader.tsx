import { LogIn, LogOut } from 'lucide-react';
import { Button } from '../../primitives/Button/index.ts';
import { Logo } from '../../primitives/Logo/index.ts';
import { HeaderShell } from '../HeaderShell/index.ts';
import { PersonMenu, PersonMenuPanel, type PersonMenuPerson } from '../PersonMenu/index.ts';
import { navLink } from '../shared/navLink.css.ts';
import * as styles from './AppHeader.css.ts';
import { type AppHeaderLink, homeLink, signedInLinks } from './appHeaderLinks.ts';

export type AppHeaderProps = {
  isSignedIn: boolean;
  /** Path of the page on screen; its link is marked as the current page. */
  currentPath?: string;
  brandHref?: string;
  home?: AppHeaderLink;
  links?: readonly AppHeaderLink[];
  signInLabel?: string;
  signOutLabel?: string;
  menuLabel?: string;
  /** Initial state of the phone menu (stories); the header manages it afterwards. */
  defaultMenuOpen?: boolean;
  /**
   * The signed-in person: their menu (organizations, Your account, Sign Out) takes the place of the Sign
   * Out button, and lays out in the phone menu. Without it a signed-in header shows Sign Out alone.
   */
  person?: PersonMenuPerson;
  onSignIn?: () => void;
  onSignOut?: () => void;
};

/**
 * Top bar of every app page except the home page and the redirect screens: brand link to the
 * root, the way home, and for signed-in users Dashboard, Billing, Settings and Sign Out (in the person
 * menu when the person is given). Below 768 px the links move into a toggled menu.
 *
 * The bar's links are plain anchors, styled by the browser's own hover and focus states: a press on one
 * runs no script of its own before the page changes (a react-aria `Link` would render itself again on
 * hover, focus and press). The app routes a press on an in-app anchor itself, as it routes the prerendered
 * pages' links.
 */
export function AppHeader({
  isSignedIn,
  currentPath,
  brandHref = '/',
  home = homeLink,
  links = signedInLinks,
  signInLabel = 'Sign In',
  signOutLabel = 'Sign Out',
  menuLabel = 'Menu',
  defaultMenuOpen = false,
  person,
  onSignIn,
  onSignOut,
}: AppHeaderProps) {
  const items = isSignedIn ? [home, ...links] : [home];
  const signOut = () => onSignOut?.();

  const account = (fullWidth: boolean) =>
    isSignedIn && person ? (
      fullWidth ? (
        <PersonMenuPanel {...person} onSignOut={signOut} signOutLabel={signOutLabel} />
      ) : (
        <PersonMenu {...person} onSignOut={signOut} signOutLabel={signOutLabel} />
      )
    ) : isSignedIn ? (
      <Button variant="secondary" size="sm" fullWidth={fullWidth} onPress={onSignOut}>
        <LogOut size={16} aria-hidden="true" />
        {signOutLabel}
      </Button>
    ) : (
      <Button size="sm" fullWidth={fullWidth} onPress={onSignIn}>
        <LogIn size={16} aria-hidden="true" />
        {signInLabel}
      </Button>
    );

  return (
    <HeaderShell
      barClassName={styles.bar}
      menuLabel={menuLabel}
      defaultMenuOpen={defaultMenuOpen}
      menu={{
        label: 'App menu',
        links: items,
        currentHref: currentPath,
        account: account(true),
        inset: true,
      }}
    >
      <Logo size="sm" href={brandHref} />
      <nav aria-label="App" className={styles.desktopNav}>
        <ul className={styles.links}>
          {items.map(({ href, label, icon: Icon }) => (
            <li key={href}>
              <a href={href} className={navLink} aria-current={href === currentPath ? 'page' : undefined}>
                <Icon size={16} aria-hidden="true" />
                {label}
              </a>
            </li>
          ))}
        </ul>
        {account(false)}
      </nav>
    </HeaderShell>
  );
}
