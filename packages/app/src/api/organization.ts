import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrganizationUpdateRequest } from '@winhub/api/contract';
import { loadContract } from './contract.ts';
import { apiRequest } from './http.ts';
import { queryKeys } from './query-keys.ts';

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

/** Asked only with a stored token (spec §7). */
export const useUserOrganization = (hasToken: boolean) =>
  useQuery({ ...userOrganizationQuery(), enabled: hasToken });

export const useOrganizationProfile = () => useQuery(organizationProfileQuery());

/** PATCH /api/organization/update; any failure throws "Failed to update organization" (spec §8). */
export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: OrganizationUpdateRequest) => {
      try {
        const answer = await apiRequest('/api/organization/update', { method: 'PATCH', body: update });
        return (await loadContract()).organizationUpdateResponseSchema.parse(answer);
      } catch (error) {
        console.error(error);
        throw new Error('Failed to update organization');
      }
    },
    onSuccess: (organization) => {
      queryClient.setQueryData(queryKeys.organizationProfile, organization);
      void queryClient.invalidateQueries({ queryKey: queryKeys.userOrganization });
    },
  });
}
