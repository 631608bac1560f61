import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { OrganizationUpdateRequest } from '@winhub/api/contract';
import { callApi } from './callApi.ts';
import { organizationProfileQuery, userOrganizationQuery } from './organizationQueries.ts';
import { queryKeys } from './queryKeys.ts';

/** Asked only with a stored token (docs/product/api-calls.md, "Calls"). */
export const useUserOrganization = (hasToken: boolean) =>
  useQuery({ ...userOrganizationQuery(), enabled: hasToken });

/** The organization settings, as the settings page's loader ensured them. */
export const useOrganizationProfile = () => useSuspenseQuery(organizationProfileQuery()).data;

/**
 * PATCH /api/organization/update; any failure throws "Failed to update organization"
 * (docs/product/organization.md, "Organization profile").
 */
export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (update: OrganizationUpdateRequest) => {
      try {
        return await callApi('organizationUpdate', { body: update });
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
