import { House, LogOut, Settings } from 'lucide-react';
import { Button } from '../../primitives/Button/index.ts';
import { Logo } from '../../primitives/Logo/index.ts';
import { actions, compactLabel, header } from './DashboardHeader.css.ts';

export type DashboardHeaderProps = {
  onBackToHome: () => void;
  onSettings: () => void;
  onSignOut: () => void;
  backToHomeLabel?: string;
  settingsLabel?: string;
  signOutLabel?: string;
};

/** Top bar of the signed-in screens: brand, Back to Home, Settings and Sign Out. */
export function DashboardHeader({
  onBackToHome,
  onSettings,
  onSignOut,
  backToHomeLabel = 'Back to Home',
  settingsLabel = 'Settings',
  signOutLabel = 'Sign Out',
}: DashboardHeaderProps) {
  return (
    <header className={header}>
      <Logo size="sm" />
      <nav aria-label="Account" className={actions}>
        <Button variant="ghost" size="sm" onPress={onBackToHome}>
          <House size={16} aria-hidden="true" />
          <span className={compactLabel}>{backToHomeLabel}</span>
        </Button>
        <Button variant="ghost" size="sm" onPress={onSettings}>
          <Settings size={16} aria-hidden="true" />
          <span className={compactLabel}>{settingsLabel}</span>
        </Button>
        <Button variant="secondary" size="sm" onPress={onSignOut}>
          <LogOut size={16} aria-hidden="true" />
          {signOutLabel}
        </Button>
      </nav>
    </header>
  );
}
