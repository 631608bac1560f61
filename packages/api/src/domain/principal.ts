import { unauthenticated } from './errors.ts';

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

/** A person who belongs to no organization any more (they left or were removed from their last). */
export const noOrganization = () =>
  unauthenticated(
    'no_organization',
    'You no longer belong to an organization on WinHub. Ask an admin to invite you again.',
  );

/** An inactive organization's people are signed out everywhere: one answer for every surface. */
export const organizationInactive = () =>
  unauthenticated(
    'organization_inactive',
    'Your organization is no longer active on WinHub. Ask its administrator or WinHub support to reactivate it.',
  );
