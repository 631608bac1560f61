import { ArrowUpRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Badge } from '../../primitives/Badge/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Tabs } from '../../primitives/Tabs/index.ts';
import { ComingSoonPanel } from '../ComingSoonPanel/index.ts';
import { tabBadge } from './SettingsTabs.css.ts';

export type SettingsTabId = 'general' | 'team' | 'security';

export type SettingsTabsTexts = {
  label: string;
  general: string;
  team: string;
  security: string;
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
  /** The Team tab points to the ERP service. */
  onOpenErp: () => void;
  selectedTab?: SettingsTabId;
  defaultSelectedTab?: SettingsTabId;
  onTabChange?: (tab: SettingsTabId) => void;
  texts?: Partial<SettingsTabsTexts>;
};

const isSettingsTab = (id: string): id is SettingsTabId =>
  id === 'general' || id === 'team' || id === 'security';

/** The tabs of /settings: General; Team and Security coming soon. */
export function SettingsTabs({
  general,
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
  return (
    <Tabs
      label={texts.label}
      selectedId={selectedTab}
      defaultSelectedId={defaultSelectedTab}
      onSelectionChange={(id) => isSettingsTab(id) && onTabChange?.(id)}
      items={[
        { id: 'general', label: texts.general, content: general },
        {
          id: 'team',
          label: texts.team,
          badge: soon,
          content: (
            <ComingSoonPanel
              title={texts.teamTitle}
              text={texts.teamText}
              badgeLabel={texts.comingSoon}
              action={
                <Button variant="secondary" onPress={onOpenErp}>
                  {texts.openErp}
                  <ArrowUpRight size={16} aria-hidden="true" />
                </Button>
              }
            />
          ),
        },
        {
          id: 'security',
          label: texts.security,
          badge: soon,
          content: (
            <ComingSoonPanel
              title={texts.securityTitle}
              text={texts.securityText}
              badgeLabel={texts.comingSoon}
            />
          ),
        },
      ]}
    />
  );
}
