import { queryOptions } from '@tanstack/react-query';
import type { OrganizationsResponse, PersonOrganization } from '@winhub/api/contract';
import { callApi } from './callApi.ts';
import { type ActivityPageQuery, type MemberPageQuery, queryKeys } from './queryKeys.ts';

// The team's queries (the settings page's loader ensures the first pages; its tabs read them), apart
// from the mutations in team.ts.

/** GET /api/organizations: the person's organizations and the one the session works on. */
export const organizationsQuery = () =>
  queryOptions({
    queryKey: queryKeys.organizations,
    queryFn: () => callApi('organizations'),
  });

/** GET …/members: one page of people, as the search selects them. */
export const membersQuery = (organizationId: string, query: MemberPageQuery) =>
  queryOptions({
    queryKey: queryKeys.members(organizationId, query),
    queryFn: () => callApi('members', { params: { organizationId }, query }),
  });

/** GET …/invitations: the pending ones (admins only). */
export const invitationsQuery = (organizationId: string) =>
  queryOptions({
    queryKey: queryKeys.invitations(organizationId),
    queryFn: async () => (await callApi('invitations', { params: { organizationId } })).invitations,
  });

/** GET …/security: the second-factor rule and who it concerns. */
export const organizationSecurityQuery = (organizationId: string) =>
  queryOptions({
    queryKey: queryKeys.organizationSecurity(organizationId),
    queryFn: () => callApi('organizationSecurity', { params: { organizationId } }),
  });

/** GET …/activity: one page of events, newest first, as the filters select them (admins only). */
export const organizationActivityQuery = (organizationId: string, query: ActivityPageQuery) =>
  queryOptions({
    queryKey: queryKeys.organizationActivity(organizationId, query),
    queryFn: () => callApi('organizationActivity', { params: { organizationId }, query }),
  });

/** The active organization among the person's, with the person's role in it. */
export function activeOrganizationOf({
  organizations,
  activeOrganizationId,
}: OrganizationsResponse): PersonOrganization {
  const active = organizations.find((organization) => organization.id === activeOrganizationId);
  if (!active) throw new Error("The active organization is not among the person's organizations");
  return active;
}
