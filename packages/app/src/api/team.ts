import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { InviteRequest, MemberUpdateRequest, OrganizationsResponse } from '@winhub/api/contract';
import { callApi, downloadApi, type QueryOf } from './callApi.ts';
import { isOrganizationScoped } from './organizationScope.ts';
import { queryKeys } from './queryKeys.ts';

/**
 * After the session moved to another organization (a switch, or leaving one): answers about the former
 * organization no page shows are dropped and the shown ones asked again; only then does the person's list
 * take the answer, so the pages that follow the active organization find its data already there
 * (dashboard, billing and settings then show the active organization).
 */
export async function moveOrganization(queryClient: QueryClient, organizations?: OrganizationsResponse) {
  const predicate = ({ queryKey }: { queryKey: readonly unknown[] }) =>
    isOrganizationScoped(queryKey) && !(organizations && queryKey[0] === queryKeys.organizations[0]);
  queryClient.removeQueries({ predicate, type: 'inactive' });
  await queryClient.invalidateQueries({ predicate });
  if (organizations) queryClient.setQueryData(queryKeys.organizations, organizations);
}

/** `moveOrganization` on the app's query cache. */
export function useOrganizationMoved() {
  const queryClient = useQueryClient();
  return (organizations?: OrganizationsResponse) => moveOrganization(queryClient, organizations);
}

/** POST /api/organizations/active: the session works on another of the person's organizations. */
export function useSwitchOrganization() {
  const moved = useOrganizationMoved();
  return useMutation({
    mutationFn: (organizationId: string) => callApi('switchOrganization', { body: { organizationId } }),
    onSuccess: (organizations) => moved(organizations),
  });
}

/** The Team, Security and Activity tabs' changes; each refreshes the team's answers (activity included). */
export function useTeamActions(organizationId: string) {
  const queryClient = useQueryClient();
  const refreshTeam = () => queryClient.invalidateQueries({ queryKey: queryKeys.team(organizationId) });
  const params = { organizationId };

  return {
    updateMember: useMutation({
      mutationFn: ({ memberId, change }: { memberId: string; change: MemberUpdateRequest }) =>
        callApi('memberUpdate', { params: { ...params, memberId }, body: change }),
      // one's own role is also the person menu's
      onSuccess: () =>
        Promise.all([refreshTeam(), queryClient.invalidateQueries({ queryKey: queryKeys.organizations })]),
    }),
    /** Removing someone, or (naming one's own membership) leaving: the caller decides where to go after. */
    removeMember: useMutation({
      mutationFn: (memberId: string) => callApi('memberRemove', { params: { ...params, memberId } }),
    }),
    invite: useMutation({
      mutationFn: async (request: InviteRequest) =>
        (await callApi('invite', { params, body: request })).results,
      onSuccess: refreshTeam,
    }),
    resendInvitation: useMutation({
      mutationFn: (invitationId: string) =>
        callApi('invitationResend', { params: { ...params, invitationId } }),
      onSuccess: refreshTeam,
    }),
    revokeInvitation: useMutation({
      mutationFn: (invitationId: string) =>
        callApi('invitationRevoke', { params: { ...params, invitationId } }),
      onSuccess: refreshTeam,
    }),
    updateSecurity: useMutation({
      mutationFn: (requireSecondFactor: boolean) =>
        callApi('securityUpdate', { params, body: { requireSecondFactor } }),
      onSuccess: (security) => {
        queryClient.setQueryData(queryKeys.organizationSecurity(organizationId), security);
        return refreshTeam();
      },
    }),
    downloadActivity: useMutation({
      mutationFn: (filters: NonNullable<QueryOf<'organizationActivityCsv'>>) =>
        downloadApi('organizationActivityCsv', { params, query: filters }),
    }),
    refreshTeam,
  };
}
