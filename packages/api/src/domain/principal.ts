import { forbidden, unauthenticated } from './errors.ts';

/** Who a request comes from: the signed-in person, their WinHub session and its active organization. */
export interface AuthContext {
  /** The WinHub session of the token (`sid`). */
  sessionId: string;
  emailVerified: boolean;
  userId: string;
  /** The session's active organization (the person switches it). */
  organizationId: string;
  /** The person's membership in it, and their role there. */
  membershipId: string;
  role: 'admin' | 'member';
  /** TOTP or a passkey. */
  hasSecondFactor: boolean;
  email: string;
  fullName: string;
  subject: string;
  /** The user's organization as it was when the request came in. */
  organization: {
    id: string;
    name: string;
    subscriptionType: string;
    isActive: boolean;
    /** Every member must have a second factor. */
    requireSecondFactor: boolean;
  };
}

/** The caller's membership in the organization a request is about (the path's, else the active one). */
export interface OrganizationAccess {
  organizationId: string;
  membershipId: string;
  role: 'admin' | 'member';
}

/** Resolves a session token into the person it belongs to (401 when it is not a live session). */
export interface Authenticator {
  authenticate(token: string): Promise<AuthContext>;
}

/**
 * The person of a live WinHub session, whether or not they belong to an organization: what the endpoints
 * open to a person without one need (validation, sign-out, an invitation link's lookup and acceptance).
 */
export type SignedInPerson = Pick<
  AuthContext,
  'sessionId' | 'userId' | 'subject' | 'email' | 'fullName' | 'emailVerified'
>;

/** Resolves a session token into its person, and their organization's context when they have one. */
export interface PersonAuthenticator {
  authenticate(token: string): Promise<{ person: SignedInPerson; auth: AuthContext | null }>;
}

export const NO_ORGANIZATION = 'no_organization';

/**
 * A signed-in person who belongs to no organization (they left or were removed from their last): refused
 * every organization's endpoint, 403 so that the session stays and they can still accept an invitation.
 */
export const noOrganization = () =>
  forbidden(
    NO_ORGANIZATION,
    'You do not belong to an organization on WinHub. Ask an admin of one to invite you.',
  );

/** An inactive organization's people are signed out everywhere: one answer for every surface. */
export const organizationInactive = () =>
  unauthenticated(
    'organization_inactive',
    'Your organization is no longer active on WinHub. Ask its administrator or WinHub support to reactivate it.',
  );
