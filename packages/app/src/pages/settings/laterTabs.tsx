import type { PersonOrganization } from '@winhub/api/contract';
import { Later, type LaterCode, laterCode } from '../../laterComponent.tsx';
import { type LaterTabId, TabPending } from './TabPending.tsx';

type TabProps = { organization: PersonOrganization };

// Not in the settings page's chunk, nor the ui kit's parts they use: the page paints its General tab
// without them. Their code is asked for once the page has painted, or at once by a page opened on one.
const tabsCode: Record<LaterTabId, LaterCode<TabProps>> = {
  team: laterCode(() => import('./TeamTab.tsx').then((code) => code.TeamTab)),
  security: laterCode(() => import('./SecurityTab.tsx').then((code) => code.SecurityTab)),
  activity: laterCode(() => import('./ActivityTab.tsx').then((code) => code.ActivityTab)),
};

/**
 * Asks for the code of `tabs`, so a press on one waits for no network. A failed fetch is not reported
 * here: showing the tab asks again and shows the failure.
 */
export function loadLaterTabs(tabs: readonly LaterTabId[]): void {
  for (const tab of tabs) void tabsCode[tab].load().catch(() => undefined);
}

/** The tab's content; until its code has come, what the tab shows while its data loads. */
export function LaterTab({ tab, organization }: TabProps & { tab: LaterTabId }) {
  return <Later code={tabsCode[tab]} props={{ organization }} fallback={<TabPending tab={tab} />} />;
}
