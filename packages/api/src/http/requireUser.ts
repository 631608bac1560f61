import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AccessTokenClaims } from '../identity/accessTokens.ts';
import type { Authenticator } from './authenticator.ts';
import { unauthorized } from './errors.ts';

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
  claims: AccessTokenClaims;
  /** The user's organization as it was when the request came in. */
  organization: { id: string; name: string; subscriptionType: string; isActive: boolean };
}

export interface AuthenticatedLocals {
  auth: AuthContext;
}

/** An inactive organization's people are signed out everywhere: one answer for every surface. */
export const organizationInactive = () =>
  unauthorized('Your organization is no longer active on WinHub', 'organization_inactive');

export function bearerToken(req: Request): string | null {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** Requires `Authorization: Bearer <access token>`; sets `res.locals.auth`. */
export function requireUser(authenticator: Authenticator): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const token = bearerToken(req);
    if (!token) throw unauthorized('Missing bearer token', 'unauthorized');
    (res.locals as AuthenticatedLocals).auth = await authenticator.authenticate(token);
    next();
  };
}

/** The auth context set by `requireUser`. */
export const authOf = (res: Response): AuthContext => (res.locals as AuthenticatedLocals).auth;
