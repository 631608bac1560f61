import { type SettingsTabId, Spinner } from '@winhub/ui';

/** The tabs of /settings not shown first: their code comes after the page's (laterTabs.tsx). */
export type LaterTabId = Exclude<SettingsTabId, 'general'>;

const pendingLabels: Record<LaterTabId, string> = {
  team: 'Loading people...',
  security: 'Loading the security settings...',
  activity: 'Loading events...',
};

/**
 * A tab's place while its code or its first answer comes: the same either way, so nothing flashes
 * between the two.
 */
export function TabPending({ tab }: { tab: LaterTabId }) {
  return <Spinner label={pendingLabels[tab]} />;
}
