import type { ReactNode } from 'react';
import { Tabs } from '../../primitives/Tabs/index.ts';
import { pageHeader, pageLead, pageRoot, pageTitle } from '../shared/accountPage.css.ts';

export const ACCOUNT_TABS = [
  'profile',
  'password',
  'two-factor',
  'passkeys',
  'sessions',
  'activity',
] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

const LABELS: Record<AccountTab, string> = {
  profile: 'Profile',
  password: 'Password',
  'two-factor': 'Two-factor',
  passkeys: 'Passkeys',
  sessions: 'Sessions',
  activity: 'Activity',
};

export type AccountConsoleProps = {
  /** The content of each tab (the app fills them with the panels of this area). */
  panels: Record<AccountTab, ReactNode>;
  selectedTab: AccountTab;
  onTabChange: (tab: AccountTab) => void;
};

const isAccountTab = (value: string): value is AccountTab =>
  (ACCOUNT_TABS as readonly string[]).includes(value);

/** The account page of WinHub's sign-in: profile, password, two factors, passkeys, sessions and activity. */
export function AccountConsole({ panels, selectedTab, onTabChange }: AccountConsoleProps) {
  return (
    <div className={pageRoot}>
      <header className={pageHeader}>
        <h1 className={pageTitle}>Your account</h1>
        <p className={pageLead}>
          One account for WinHub and every service: how you sign in, and where you are signed in.
        </p>
      </header>
      <Tabs
        label="Account settings"
        selectedId={selectedTab}
        onSelectionChange={(id) => isAccountTab(id) && onTabChange(id)}
        items={ACCOUNT_TABS.map((id) => ({ id, label: LABELS[id], content: panels[id] }))}
      />
    </div>
  );
}
