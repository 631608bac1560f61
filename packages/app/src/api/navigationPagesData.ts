import type { QueryClient } from '@tanstack/react-query';
import { invoicesQuery, subscriptionQuery } from './billingQueries.ts';
import { runtimeConfigQuery } from './config.ts';
import { organizationProfileQuery, userOrganizationQuery } from './organizationQueries.ts';
import { organizationsQuery } from './teamQueries.ts';

/**
 * The data the navigation's pages (navigationPages.ts) read before they render. It loads with the query
 * cache's code (lazyQueryClient.ts), not with each page: their loaders are in the entry and reach it
 * with no chunk to await, so a press's fetch starts at once. `fetchQuery`, not `ensureQueryData`: an
 * answer is kept until a change invalidates it (queries are never stale by age, queryClient.ts), and an
 * invalidated one is asked again before its page shows (the dashboard after a payment made on
 * /subscribe, whose plan was read before it).
 */
export const navigationPagesData = {
  '/dashboard': (client: QueryClient) =>
    Promise.all([
      client.fetchQuery(userOrganizationQuery()),
      client.fetchQuery(subscriptionQuery()),
      client.fetchQuery(runtimeConfigQuery()),
    ]),
  '/billing': (client: QueryClient) =>
    Promise.all([client.fetchQuery(subscriptionQuery()), client.fetchQuery(invoicesQuery())]),
  '/settings': (client: QueryClient) =>
    Promise.all([client.fetchQuery(organizationProfileQuery()), client.fetchQuery(organizationsQuery())]),
};

export type NavigationPageWithData = keyof typeof navigationPagesData;

/** Whether `page` is a navigation page that reads data before it renders. */
export const isPageWithData = (page: string): page is NavigationPageWithData =>
  Object.hasOwn(navigationPagesData, page);
