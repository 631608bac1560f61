import { unauthenticated } from './errors.ts';

/** Who a request comes from: the signed-in person, their WinHub session and organization. */
export interface AuthContext {
  /** The WinHub session of the token (`sid`). */
  sessionId: string;
  emailVerified: boolean;
  userId: string;
  organizationId: string;
  role: string;
  email: string;
  fullName: string;
  subject: string;
  /** The user's organization as it was when the request came in. */
  organization: { id: string; name: string; subscriptionType: string; isActive: boolean };
}

/** Resolves a session token into the person it belongs to (401 when it is not a live session). */
export interface Authenticator {
  authenticate(token: string): Promise<AuthContext>;
}

/** An inactive organization's people are signed out everywhere: one answer for every surface. */
export const organizationInactive = () =>
  unauthenticated(
    'organization_inactive',
    'Your organization is no longer active on WinHub. Ask its administrator or WinHub support to reactivate it.',
  );
