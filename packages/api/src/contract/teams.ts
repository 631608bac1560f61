import { z } from 'zod';
import { sessionResponseSchema } from './common.ts';
import { ORGANIZATION_EVENT_KINDS } from './organizationEventKinds.ts';
import { passwordRule } from './signUp.ts';
import { SIGN_UP_RULES } from './signUpRules.ts';

/**
 * Teams (docs/product/organization.md, "Members and invitations"): an organization's memberships, its
 * invitations, its activity and its security rule, and the person's organizations. The shapes are the
 * ones the ui's team parts take (TeamMembers, InviteDialog, InvitationPage, PersonMenu,
 * OrganizationActivity, OrganizationSecurity), so the app passes them on as they come.
 */

export const TEAM_ROLES = ['admin', 'member'] as const;
export const teamRoleSchema = z.enum(TEAM_ROLES, { error: 'Choose admin or member' });
export type TeamRole = z.infer<typeof teamRoleSchema>;

export const TEAM_PERMISSIONS = ['canPostAsCompany', 'canSellAsCompany'] as const;
export type TeamPermission = (typeof TEAM_PERMISSIONS)[number];
export const teamPermissionSchema = z.enum(TEAM_PERMISSIONS);

/** A person's two permissions in one organization, as the services receive them. */
export const teamPermissionsSchema = z.object({
  canPostAsCompany: z.boolean(),
  canSellAsCompany: z.boolean(),
});
export type TeamPermissions = z.infer<typeof teamPermissionsSchema>;

const offsetSchema = z.coerce.number().int().min(0).max(1_000_000).default(0);
const limitSchema = z.coerce.number().int().min(1).max(100).default(25);

/** `GET …/members?search=&offset=&limit=`: a name or address part, and the page (25 by default, at most 100). */
export const memberListQuerySchema = z.object({
  search: z.string().trim().max(320).default(''),
  offset: offsetSchema,
  limit: limitSchema,
});
export type MemberListQuery = z.input<typeof memberListQuerySchema>;

/** One person of the organization. `id` is the membership's: what the member endpoints name. */
export const teamMemberSchema = teamPermissionsSchema.extend({
  id: z.string(),
  userId: z.string(),
  fullName: z.string(),
  email: z.string(),
  role: teamRoleSchema,
  /** TOTP or a passkey; null when an external identity provider decides. */
  hasSecondFactor: z.boolean().nullable(),
  joinedAt: z.iso.datetime(),
  lastSignInAt: z.iso.datetime().nullable(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** A page of members, sorted by name, with the totals the Team tab needs. */
export const memberListResponseSchema = z.object({
  members: z.array(teamMemberSchema),
  /** Members matching the search, over every page. */
  total: z.number().int(),
  /** Admins of the organization (not only of this page): the last one can neither leave nor be demoted. */
  adminCount: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  /** The caller's own membership in this organization. */
  viewer: z.object({ memberId: z.string(), role: teamRoleSchema }),
});
export type MemberListResponse = z.infer<typeof memberListResponseSchema>;

/** `PATCH …/members/{memberId}`: a new role and/or a permission granted or withdrawn; the rest stays. */
export const memberUpdateRequestSchema = z
  .object({
    role: teamRoleSchema.optional(),
    canPostAsCompany: z.boolean().optional(),
    canSellAsCompany: z.boolean().optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    error: 'Name a role or a permission to change',
  });
export type MemberUpdateRequest = z.input<typeof memberUpdateRequestSchema>;

/** `DELETE …/members/{memberId}`: removed (or left); where the caller's own session now is. */
export const memberRemovedResponseSchema = z.object({
  ok: z.literal(true),
  /** The caller's active organization after it; null when they left their last one (their session ended). */
  activeOrganizationId: z.string().nullable(),
});
export type MemberRemovedResponse = z.infer<typeof memberRemovedResponseSchema>;

/** An invitation sent and not yet accepted or revoked. */
export const pendingInvitationSchema = teamPermissionsSchema.extend({
  id: z.string(),
  email: z.string(),
  role: teamRoleSchema,
  /** The name of the admin who sent it. */
  invitedBy: z.string(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  /** Past its 7 days: the link no longer works; resending sends a new one. */
  isExpired: z.boolean(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

export const invitationListResponseSchema = z.object({ invitations: z.array(pendingInvitationSchema) });
export type InvitationListResponse = z.infer<typeof invitationListResponseSchema>;

export const MAX_INVITATIONS_AT_ONCE = 50;

/** `POST …/invitations`: up to 50 addresses, one role and the permissions for all of them. */
export const inviteRequestSchema = z.object({
  emails: z
    .array(z.string().max(1000))
    .min(1, 'Enter at least one email address')
    .max(MAX_INVITATIONS_AT_ONCE, `At most ${MAX_INVITATIONS_AT_ONCE} addresses at once`),
  role: teamRoleSchema,
  canPostAsCompany: z.boolean().default(false),
  canSellAsCompany: z.boolean().default(false),
});
export type InviteRequest = z.input<typeof inviteRequestSchema>;

export const INVITE_OUTCOMES = ['invited', 'already_member', 'already_invited', 'invalid'] as const;
export const inviteOutcomeSchema = z.enum(INVITE_OUTCOMES);
export type InviteOutcome = z.infer<typeof inviteOutcomeSchema>;

/** What became of each address, in the order sent (an address is answered once, as typed, trimmed). */
export const inviteResponseSchema = z.object({
  results: z.array(z.object({ email: z.string(), outcome: inviteOutcomeSchema })),
});
export type InviteResponse = z.infer<typeof inviteResponseSchema>;

/** The organization's activity, as OrganizationActivity's filter offers it. */
export const organizationEventKindSchema = z.enum(ORGANIZATION_EVENT_KINDS);

/** What happened, with what the sentence needs to say it (the ui's `OrganizationEventWhat`). */
export const organizationEventWhatSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('invitation_sent'), role: teamRoleSchema }),
  z.object({ kind: z.literal('invitation_resent') }),
  z.object({ kind: z.literal('invitation_revoked') }),
  z.object({ kind: z.literal('invitation_accepted'), role: teamRoleSchema }),
  z.object({ kind: z.literal('role_changed'), from: teamRoleSchema, to: teamRoleSchema }),
  z.object({ kind: z.literal('permission_changed'), permission: teamPermissionSchema, granted: z.boolean() }),
  z.object({ kind: z.literal('member_removed') }),
  z.object({ kind: z.literal('member_left') }),
  z.object({ kind: z.literal('plan_changed'), from: z.string(), to: z.string() }),
  z.object({ kind: z.literal('profile_changed'), fields: z.array(z.string()) }),
  z.object({ kind: z.literal('second_factor_policy_changed'), required: z.boolean() }),
]);
export type OrganizationEventWhat = z.infer<typeof organizationEventWhatSchema>;

/** Someone named in an event; an invited address has no name yet. */
export const activityPersonSchema = z.object({ name: z.string().nullable(), email: z.string() });

export const organizationEventSchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  /** Who did it; null when WinHub did (a payment's outcome). */
  who: activityPersonSchema.nullable(),
  what: organizationEventWhatSchema,
  /** Whom it was about, when it was about someone. */
  whom: activityPersonSchema.nullable(),
  ip: z.string().nullable(),
  /** e.g. "Chrome 156 on macOS". */
  browser: z.string().nullable(),
});
export type OrganizationEvent = z.infer<typeof organizationEventSchema>;

const daySchema = z.iso.date({ error: 'Use a date as YYYY-MM-DD' });
/** A day filter: '' (or absent) for no limit. */
const dayFilter = z.union([z.literal(''), daySchema]).default('');

/** `GET …/activity?kind=&person=&from=&to=&offset=&limit=` (days inclusive, in UTC), newest first. */
export const activityQuerySchema = z.object({
  kind: z.union([z.literal('all'), organizationEventKindSchema]).default('all'),
  /** A name or address part: who acted or whom it was about. */
  person: z.string().trim().max(320).default(''),
  from: dayFilter,
  to: dayFilter,
  offset: offsetSchema,
  limit: limitSchema,
});
export type ActivityQuery = z.input<typeof activityQuerySchema>;

export const organizationActivityResponseSchema = z.object({
  events: z.array(organizationEventSchema),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});
export type OrganizationActivityResponse = z.infer<typeof organizationActivityResponseSchema>;

/** `GET …/activity.csv` (same filters, no paging): a `text/csv` attachment, one event to a line. */
export const activityCsvSchema = z.string();

/** The Security tab: the organization's rule and who it concerns. */
export const organizationSecuritySchema = z.object({
  requireSecondFactor: z.boolean(),
  /** `external`: the identity provider decides about second factors; the rule cannot be set here. */
  identityProvider: z.enum(['embedded', 'external']),
  /** Members without TOTP or a passkey (null with an external provider). */
  membersWithoutSecondFactor: z.number().int().nullable(),
});
export type OrganizationSecurity = z.infer<typeof organizationSecuritySchema>;

export const securityUpdateRequestSchema = z.object({ requireSecondFactor: z.boolean() });
export type SecurityUpdateRequest = z.infer<typeof securityUpdateRequestSchema>;

/** An organization the person belongs to, with their role in it. */
export const personOrganizationSchema = z.object({ id: z.string(), name: z.string(), role: teamRoleSchema });
export type PersonOrganization = z.infer<typeof personOrganizationSchema>;

/**
 * `GET /api/organizations`: the person's organizations (by name) and the one their session is on; none
 * and null for a person who belongs to no organization.
 */
export const organizationsResponseSchema = z.object({
  organizations: z.array(personOrganizationSchema),
  activeOrganizationId: z.string().nullable(),
});
export type OrganizationsResponse = z.infer<typeof organizationsResponseSchema>;

/** `POST /api/organizations/active`: this WinHub session now works on that organization. */
export const switchOrganizationRequestSchema = z.object({ organizationId: z.string().min(1).max(100) });
export type SwitchOrganizationRequest = z.infer<typeof switchOrganizationRequestSchema>;

/** An invitation link's token (`/invitation?token=…`). */
export const invitationTokenRequestSchema = z.object({
  token: z.string().min(1, 'token is required').max(200),
});
export type InvitationTokenRequest = z.infer<typeof invitationTokenRequestSchema>;

/** What an invitation offers. `email` is masked (`a•••@example.com`) in `wrong-account`. */
export const invitationDetailsSchema = z.object({
  organizationName: z.string(),
  role: teamRoleSchema,
  invitedBy: z.string(),
  email: z.string(),
});
export type InvitationDetails = z.infer<typeof invitationDetailsSchema>;

/**
 * `POST /api/invitations/lookup`: which page the link opens (the ui's `InvitationPageState`). The bearer
 * token is read when sent: signed out, `sign-up` (no account has the address) or `sign-in`; signed in,
 * `accept` (the invited address) or `wrong-account`.
 */
export const invitationLookupResponseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('sign-up'), invitation: invitationDetailsSchema }),
  z.object({ kind: z.literal('sign-in'), invitation: invitationDetailsSchema }),
  z.object({ kind: z.literal('accept'), invitation: invitationDetailsSchema }),
  z.object({
    kind: z.literal('wrong-account'),
    invitation: invitationDetailsSchema,
    signedInEmail: z.string(),
  }),
  z.object({ kind: z.enum(['used', 'revoked', 'expired']), organizationName: z.string() }),
  z.object({ kind: z.literal('invalid') }),
]);
export type InvitationLookupResponse = z.infer<typeof invitationLookupResponseSchema>;

/** `POST /api/invitations/accept`: the person's organizations, the joined one now active. */
export const invitationAcceptResponseSchema = organizationsResponseSchema;

/** `POST /api/invitations/sign-up`: a new account with the invited address (verified by the link), signed in. */
export const invitationSignUpRequestSchema = invitationTokenRequestSchema.extend({
  fullName: z
    .string({ error: SIGN_UP_RULES.fullName.message })
    .trim()
    .min(SIGN_UP_RULES.fullName.minLength, SIGN_UP_RULES.fullName.message)
    .max(200),
  password: passwordRule,
});
export type InvitationSignUpRequest = z.input<typeof invitationSignUpRequestSchema>;

export const invitationSignUpResponseSchema = sessionResponseSchema;
