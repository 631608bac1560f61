import { queryOptions } from '@tanstack/react-query';
import { loadContract } from './contract.ts';
import { apiRequest } from './http.ts';
import { queryKeys } from './query-keys.ts';

// The route loaders' queries, apart from the hooks (see billing-queries.ts).

/** GET /api/user/organization (the dashboard's loader and the plan hook share it). */
export const userOrganizationQuery = () =>
  queryOptions({
    queryKey: queryKeys.userOrganization,
    queryFn: async () => {
      const answer = await apiRequest('/api/user/organization');
      return (await loadContract()).userOrganizationResponseSchema.parse(answer);
    },
  });

/** GET /api/organization/profile (the settings page's loader and its hook share it). */
export const organizationProfileQuery = () =>
  queryOptions({
    queryKey: queryKeys.organizationProfile,
    queryFn: async () => {
      const answer = await apiRequest('/api/organization/profile');
      return (await loadContract()).organizationProfileSchema.parse(answer);
    },
  });
