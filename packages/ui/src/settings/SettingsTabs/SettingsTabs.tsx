import { ArrowUpRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../primitives/Badge/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { type TabItem, Tabs } from '../../primitives/Tabs/index.ts';
import { ComingSoonPanel } from '../ComingSoonPanel/index.ts';
import { tabBadge } from './SettingsTabs.css.ts';

export type SettingsTabId = 'general' | 'team' | 'security' | 'activity';

export type SettingsTabsTexts = {
  label: string;
  general: string;
  team: string;
  security: string;
  activity: string;
  comingSoon: string;
  teamTitle: string;
  teamText: string;
  openErp: string;
  securityTitle: string;
  securityText: string;
};

export const defaultSettingsTabsTexts: SettingsTabsTexts = {
  label: 'Organization settings',
  general: 'General',
  team: 'Team',
  security: 'Security',
  activity: 'Activity',
  comingSoon: 'Coming Soon',
  teamTitle: 'Team management',
  teamText:
    'Inviting members and granting permissions is coming soon. Until then, manage your team in the ERP.',
  openErp: 'Open ERP',
  securityTitle: 'Security',
  securityText: 'Two-factor authentication, active sessions and audit logs will be managed here.',
};

export type SettingsTabsProps = {
  /** The General tab's content, usually the OrganizationProfileForm. */
  general: ReactNode;
  /** The Team tab's content (TeamMembers). Without it the tab says 'Coming Soon' and points to the ERP. */
  team?: ReactNode;
  /** The Security tab's content (OrganizationSecurity). Without it the tab says 'Coming Soon'. */
  security?: ReactNode;
  /** The Activity tab's content (OrganizationActivity), for admins; without it there is no Activity tab. */
  activity?: ReactNode;
  /** The 'Coming Soon' Team tab's way to the ERP service, while the page gives no `team`. */
  onOpenErp?: () => void;
  selectedTab?: SettingsTabId;
  defaultSelectedTab?: SettingsTabId;
  onTabChange?: (tab: SettingsTabId) => void;
  texts?: Partial<SettingsTabsTexts>;
};

const isSettingsTab = (id: string): id is SettingsTabId =>
  id === 'general' || id === 'team' || id === 'security' || id === 'activity';

/** The tabs of /settings: General, Team, Security, and Activity for admins. */
export function SettingsTabs({
  general,
  team,
  security,
  activity,
  onOpenErp,
  selectedTab,
  defaultSelectedTab = 'general',
  onTabChange,
  texts: overrides,
}: SettingsTabsProps) {
  const texts = { ...defaultSettingsTabsTexts, ...overrides };
  const soon = (
    <span className={tabBadge}>
      <Badge variant="accent">{texts.comingSoon}</Badge>
    </span>
  );
  const comingSoon = (title: string, text: string, action?: ReactNode) => (
    <ComingSoonPanel title={title} text={text} badgeLabel={texts.comingSoon} action={action} />
  );
  const openErp = onOpenErp && (
    <Button variant="secondary" onPress={onOpenErp}>
      {texts.openErp}
      <ArrowUpRight size={16} aria-hidden="true" />
    </Button>
  );

  const items: TabItem[] = [
    { id: 'general', label: texts.general, content: general },
    team
      ? { id: 'team', label: texts.team, content: team }
      : {
          id: 'team',
          label: texts.team,
          badge: soon,
          content: comingSoon(texts.teamTitle, texts.teamText, openErp),
        },
    security
      ? { id: 'security', label: texts.security, content: security }
      : {
          id: 'security',
          label: texts.security,
          badge: soon,
          content: comingSoon(texts.securityTitle, texts.securityText),
        },
    ...(activity ? [{ id: 'activity', label: texts.activity, content: activity }] : []),
  ];

  return (
    <Tabs
      label={texts.label}
      selectedId={selectedTab}
      defaultSelectedId={defaultSelectedTab}
      onSelectionChange={(id) => isSettingsTab(id) && onTabChange?.(id)}
      items={items}
    />
  );
}
