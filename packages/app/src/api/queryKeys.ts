import type { QueryOf } from './callApi.ts';

/** The Team tab's page of people and the Activity tab's page of events, as their query strings. */
export type MemberPageQuery = NonNullable<QueryOf<'members'>>;
export type ActivityPageQuery = NonNullable<QueryOf<'organizationActivity'>>;

export const queryKeys = {
  config: ['config'] as const,
  userOrganization: ['user', 'organization'] as const,
  organizationProfile: ['organization', 'profile'] as const,
  subscription: ['billing', 'subscription'] as const,
  invoices: ['billing', 'invoices'] as const,
  account: ['account'] as const,
  accountSessions: ['account', 'sessions'] as const,
  accountActivity: ['account', 'activity'] as const,
  mailbox: ['mailbox'] as const,
  mailboxMessage: (id: string) => ['mailbox', id] as const,
  /** What an invitation link opens, for whoever is signed in (or nobody). */
  invitationLookup: (token: string, signedInAs: string | null) => ['invitation', token, signedInAs] as const,
  /** The person's organizations and the active one (the person menu). */
  organizations: ['organizations'] as const,
  /** Everything of one organization's team, under one prefix (see organizationScope.ts). */
  team: (organizationId: string) => ['organization', organizationId] as const,
  members: (organizationId: string, query: MemberPageQuery) =>
    ['organization', organizationId, 'members', query] as const,
  invitations: (organizationId: string) => ['organization', organizationId, 'invitations'] as const,
  organizationSecurity: (organizationId: string) => ['organization', organizationId, 'security'] as const,
  organizationActivity: (organizationId: string, query: ActivityPageQuery) =>
    ['organization', organizationId, 'activity', query] as const,
};
