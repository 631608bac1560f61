import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { OrganizationProfileForm, PageHeading, type SettingsTabId, SettingsTabs } from '@winhub/ui';
import { useEffect } from 'react';
import { useOrganizationProfile, useUpdateOrganization } from '../../api/organization.ts';
import {
  activeOrganizationOf,
  membersQuery,
  organizationSecurityQuery,
  organizationsQuery,
} from '../../api/teamQueries.ts';
import { useToast } from '../../feedback/toast.ts';
import * as layout from '../../layout.css.ts';
import { PageTitle } from '../../PageTitle.tsx';
import { toFormValues, toUpdateRequest } from '../../pages/organizationProfile.ts';
import { LaterTab, loadLaterTabs } from '../../pages/settings/laterTabs.tsx';
import { MEMBERS_PAGE_SIZE } from '../../pages/settings/tabLists.ts';
import { RenderAfterPaint } from '../../RenderAfterPaint.tsx';
import { validateSettingsSearch } from '../../searchParams.ts';
import { whenIdle } from '../../whenIdle.ts';

const TABS: readonly string[] = ['general', 'team', 'security', 'activity'] satisfies SettingsTabId[];
const isTab = (tab: string | undefined): tab is SettingsTabId => tab !== undefined && TABS.includes(tab);

export const Route = createFileRoute('/_signedIn/settings')({
  validateSearch: validateSettingsSearch,
  loader: ({ context, location }) => {
    // a page opened on another tab than General needs that tab's code for its first paint
    const { tab } = validateSettingsSearch(location.search);
    if (isTab(tab) && tab !== 'general')
      void import('../../pages/settings/laterTabs.tsx').then((code) => code.loadLaterTabs([tab]));
    return context.queryClient.ensurePageData('/settings');
  },
  component: SettingsPage,
});

function SettingsPage() {
  const toast = useToast();
  const navigate = Route.useNavigate();
  const { tab } = Route.useSearch();
  const profile = useOrganizationProfile();
  const organization = activeOrganizationOf(useSuspenseQuery(organizationsQuery()).data);
  const update = useUpdateOrganization();
  const isAdmin = organization.role === 'admin';
  // the other tabs' code, once the page has painted and rendered its form: a press on a tab finds it here
  useEffect(
    () => whenIdle(() => loadLaterTabs(isAdmin ? ['team', 'security', 'activity'] : ['team', 'security'])),
    [isAdmin],
  );
  // the Team and Security tabs' first answers, asked for as the page has painted (not in the loader:
  // asking costs the page change its first frame), so the tabs open at once
  const queryClient = useQueryClient();
  useEffect(
    () =>
      whenIdle(() => {
        void queryClient.prefetchQuery(
          membersQuery(organization.id, { search: '', offset: 0, limit: MEMBERS_PAGE_SIZE }),
        );
        void queryClient.prefetchQuery(organizationSecurityQuery(organization.id));
      }),
    [queryClient, organization.id],
  );

  const save = (values: Parameters<typeof toUpdateRequest>[0]) =>
    update.mutate(toUpdateRequest(values), {
      onSuccess: () =>
        toast({
          title: 'Settings updated',
          description: 'Your organization profile was saved.',
          variant: 'success',
        }),
      onError: () =>
        toast({
          title: 'Update failed',
          description: 'There was an error updating your settings. Please try again.',
          variant: 'destructive',
        }),
    });

  return (
    <>
      <PageTitle page="Organization settings" />
      <main className={layout.narrowPage}>
        <PageHeading
          title="Organization settings"
          lead={
            <>
              Your own password, two-factor sign-in, passkeys and sessions are on{' '}
              <Link to="/account">your account page</Link>.
            </>
          }
        />
        {/* the tabs (react-aria's) and the form render after the heading has painted */}
        <RenderAfterPaint>
          <SettingsTabs
            selectedTab={isTab(tab) && (tab !== 'activity' || isAdmin) ? tab : 'general'}
            onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })}
            general={
              <OrganizationProfileForm
                key={organization.id}
                defaultValues={toFormValues(profile)}
                subscriptionType={profile.subscriptionType}
                isSaving={update.isPending}
                onSubmit={save}
              />
            }
            // keyed by organization: a switch starts each tab afresh (search, page, filters)
            team={<LaterTab key={organization.id} tab="team" organization={organization} />}
            security={<LaterTab key={organization.id} tab="security" organization={organization} />}
            activity={
              isAdmin ? (
                <LaterTab key={organization.id} tab="activity" organization={organization} />
              ) : undefined
            }
          />
        </RenderAfterPaint>
      </main>
    </>
  );
}
