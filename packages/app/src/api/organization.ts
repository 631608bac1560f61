import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrganizationUpdateRequest } from '@winhub/api/contract';
import { loadContract } from './contract.ts';
import { apiRequest } from './http.ts';
import { queryKeys } from './query-keys.ts';

/** GET /api/user/organization, only asked with a stored token (spec §7). */
export function useUserOrganization(hasToken: boolean) {
  return useQuery({
    queryKey: queryKeys.userOrganization,
    queryFn: async () => {
      const answer = await apiRequest('/api/user/organization');
      return (await loadContract()).userOrganizationResponseSchema.parse(answer);
    },
    enabled: hasToken,
  });
}

export function useOrganizationProfile() {
  return useQuery({
    queryKey: queryKeys.organizationProfile,
    queryFn: async () => {
      const answer = await apiRequest('/api/organization/profile');
      return (await loadContract()).organizationProfileSchema.parse(answer);
    },
  });
}

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
