/**
 * The kinds of the organization's activity and each one's name, as the activity filter and the CSV say
 * it (docs/product/organization.md). Zod-free: the app reads them
 * (`@winhub/api/contract/organizationEventKinds`) and hands the names to the ui's OrganizationActivity.
 */
export const ORGANIZATION_EVENT_KINDS = [
  'invitation_sent',
  'invitation_resent',
  'invitation_revoked',
  'invitation_accepted',
  'role_changed',
  'permission_changed',
  'member_removed',
  'member_left',
  'plan_changed',
  'profile_changed',
  'second_factor_policy_changed',
] as const;
export type OrganizationEventKind = (typeof ORGANIZATION_EVENT_KINDS)[number];

/** Each kind's name, in the order the filter offers them. */
export const EVENT_KIND_NAMES: Record<OrganizationEventKind, string> = {
  invitation_sent: 'Invitation sent',
  invitation_resent: 'Invitation sent again',
  invitation_revoked: 'Invitation revoked',
  invitation_accepted: 'Invitation accepted',
  role_changed: 'Role changed',
  permission_changed: 'Permission changed',
  member_removed: 'Person removed',
  member_left: 'Person left',
  plan_changed: 'Plan changed',
  profile_changed: 'Profile changed',
  second_factor_policy_changed: 'Second-factor rule changed',
};
