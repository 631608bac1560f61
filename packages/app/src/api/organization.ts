import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type OrganizationUpdateRequest,
  organizationProfileSchema,
  organizationUpdateResponseSchema,
  userOrganizationResponseSchema,
} from '@winhub/api/contract';
import { apiRequest } from './http.ts';
import { queryKeys } from './query-keys.ts';

/** GET /api/user/organization, only asked with a stored token (spec §7). */
export function useUserOrganization(hasToken: boolean) {
  return useQuery({
    queryKey: queryKeys.userOrganization,
    queryFn: async () => userOrganizationResponseSchema.parse(await apiRequest('/api/user/organization')),
    enabled: hasToken,
  });
}

export function useOrganizationProfile() {
  return useQuery({
    queryKey: queryKeys.organizationProfile,
    queryFn: async () => organizationProfileSchema.parse(await apiRequest('/api/organization/profile')),
  });
}

/** PATCH /api/organization/update; any failure throws "Failed to update organization" (spec §8). */
export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: OrganizationUpdateRequest) => {
      try {
        const answer = await apiRequest('/api/organization/update', { method: 'PATCH', body: update });
        return organizationUpdateResponseSchema.parse(answer).organization;
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
