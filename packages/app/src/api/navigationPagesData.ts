import type { QueryClient } from '@tanstack/react-query';
import { invoicesQuery, subscriptionQuery } from './billingQueries.ts';
import { runtimeConfigQuery } from './config.ts';
import { organizationProfileQuery, userOrganizationQuery } from './organizationQueries.ts';
import { organizationsQuery } from './teamQueries.ts';

/**
 * The data the navigation's pages (navigationPages.ts) read before they render. It loads with the query
 * cache's code (lazyQueryClient.ts), not with each page: their loaders are in the entry and reach it
 * with no chunk to await, so a press's fetch starts at once.
 */
export const navigationPagesData = {
  '/dashboard': (client: QueryClient) =>
    Promise.all([
      client.ensureQueryData(userOrganizationQuery()),
      client.ensureQueryData(subscriptionQuery()),
      client.ensureQueryData(runtimeConfigQuery()),
    ]),
  '/billing': (client: QueryClient) =>
    Promise.all([client.ensureQueryData(subscriptionQuery()), client.ensureQueryData(invoicesQuery())]),
  '/settings': (client: QueryClient) =>
    Promise.all([
      client.ensureQueryData(organizationProfileQuery()),
      client.ensureQueryData(organizationsQuery()),
    ]),
};

export type NavigationPageWithData = keyof typeof navigationPagesData;

/** Whether `page` is a navigation page that reads data before it renders. */
export const isPageWithData = (page: string): page is NavigationPageWithData =>
  Object.hasOwn(navigationPagesData, page);
