import { queryOptions } from '@tanstack/react-query';
import { callApi } from './callApi.ts';
import { queryKeys } from './queryKeys.ts';

// The route loaders' queries, apart from the hooks (see billingQueries.ts).

/** GET /api/user/organization (the dashboard's loader and the plan hook share it). */
export const userOrganizationQuery = () =>
  queryOptions({
    queryKey: queryKeys.userOrganization,
    queryFn: () => callApi('userOrganization'),
  });

/** GET /api/organization/profile (the settings page's loader and its hook share it). */
export const organizationProfileQuery = () =>
  queryOptions({
    queryKey: queryKeys.organizationProfile,
    queryFn: () => callApi('organizationProfile'),
  });
