import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './queryKeys.ts';
import { moveOrganization } from './team.ts';

const organizations = (activeOrganizationId: string) => ({
  organizations: [
    { id: 'a', name: 'Alpha', role: 'admin' as const },
    { id: 'b', name: 'Beta', role: 'member' as const },
  ],
  activeOrganizationId,
});

describe('moveOrganization', () => {
  it("asks again what a page shows, drops what none shows, keeps the person's own answers, then takes the new list", async () => {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
    });
    let profileAnswer = 'Alpha profile';
    const order: string[] = [];
    // the settings page shows the profile: an observer keeps it active
    const shown = new QueryObserver(queryClient, {
      queryKey: queryKeys.organizationProfile,
      queryFn: async () => {
        order.push('profile asked');
        return profileAnswer;
      },
    });
    const unsubscribe = shown.subscribe(() => {});
    await expect.poll(() => queryClient.getQueryData(queryKeys.organizationProfile)).toBe('Alpha profile');
    queryClient.setQueryData(queryKeys.subscription, 'Alpha plan');
    queryClient.setQueryData(queryKeys.members('a', { search: '' }), 'Alpha people');
    queryClient.setQueryData(queryKeys.account, 'my account');
    queryClient.setQueryData(queryKeys.organizations, organizations('a'));
    const unwatch = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.query.queryKey[0] === 'organizations') order.push('list changed');
    });

    profileAnswer = 'Beta profile';
    order.length = 0;
    await moveOrganization(queryClient, organizations('b'));

    expect(queryClient.getQueryData(queryKeys.organizationProfile)).toBe('Beta profile');
    expect(queryClient.getQueryData(queryKeys.subscription)).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.members('a', { search: '' }))).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.account)).toBe('my account');
    expect(queryClient.getQueryData(queryKeys.organizations)).toEqual(organizations('b'));
    // the shown page's new data came before the list that makes it show the new organization
    expect(order).toEqual(['profile asked', 'list changed']);
    unwatch();
    unsubscribe();
  });

  it('without a new list (after leaving), the list itself is asked again or dropped', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.organizations, organizations('a'));
    await moveOrganization(queryClient);
    expect(queryClient.getQueryData(queryKeys.organizations)).toBeUndefined();
  });
});
