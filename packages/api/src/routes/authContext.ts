import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { unauthenticated } from '../domain/errors.ts';
import type {
  AuthContext,
  OrganizationAccess,
  PersonAuthenticator,
  SignedInPerson,
} from '../domain/principal.ts';

/** What `requireUser` (http) leaves on a signed-in request. */
export interface AuthenticatedLocals {
  auth: AuthContext;
  access: OrganizationAccess;
}

const BEARER_SCHEME = /^Bearer\s+/i;

/**
 * The bearer token of `Authorization: Bearer <token>`, or null. The scheme is matched apart from the
 * token: one pattern capturing a whole token (about 1 KB) took three times as long, on every request.
 */
export function bearerToken(req: Request): string | null {
  const header = req.get('authorization') ?? '';
  const scheme = BEARER_SCHEME.exec(header);
  if (!scheme) return null;
  const token = header.slice(scheme[0].length);
  return token === '' || /\s/.test(token) ? null : token;
}

/** The signed-in person of a request that passed `requireUser`. */
export const authOf = (res: Response): AuthContext => (res.locals as AuthenticatedLocals).auth;

/** The caller's membership in the organization the endpoint is about (its role already checked). */
export const accessOf = (res: Response): OrganizationAccess => (res.locals as AuthenticatedLocals).access;

interface PersonLocals {
  person: SignedInPerson;
  /** The organization the session works on; null for a person who belongs to none. */
  activeOrganizationId: string | null;
}

/**
 * Requires `Authorization: Bearer <session token>` of a live session, whether or not its person belongs to
 * an organization: for the endpoints that are about the person only (sign-out, an invitation's acceptance,
 * their account page). With `organizationRules`, a person who has an organization still meets its rules
 * (one that requires a second factor).
 */
export function requirePerson(
  authenticator: PersonAuthenticator,
  organizationRules?: (auth: AuthContext, req: Request) => Promise<unknown>,
): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const token = bearerToken(req);
    if (!token) throw unauthenticated('unauthorized', 'Missing bearer token');
    const { person, auth } = await authenticator.authenticate(token);
    if (auth && organizationRules) await organizationRules(auth, req);
    const locals = res.locals as PersonLocals;
    locals.person = person;
    locals.activeOrganizationId = auth?.organizationId ?? null;
    next();
  };
}

/** The signed-in person of a request that passed `requirePerson`. */
export const personOf = (res: Response): SignedInPerson => (res.locals as PersonLocals).person;

/** The active organization of a request that passed `requirePerson`, or null. */
export const activeOrganizationOf = (res: Response): string | null =>
  (res.locals as PersonLocals).activeOrganizationId;
