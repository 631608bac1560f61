import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrganizationUpdateRequest } from '@winhub/api/contract';
import { loadContract } from './contract.ts';
import { apiRequest } from './http.ts';
import { organizationProfileQuery, userOrganizationQuery } from './organization-queries.ts';
import { queryKeys } from './query-keys.ts';

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
