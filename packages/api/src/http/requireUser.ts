import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { unauthenticated } from '../domain/errors.ts';
import type { AuthContext, Authenticator, OrganizationAccess } from '../domain/principal.ts';
import { type AuthenticatedLocals, bearerToken } from '../routes/authContext.ts';

/** Checks the table's organization rules for a signed-in request (`http/organizationAccess.ts`). */
export type OrganizationAccessCheck = (auth: AuthContext, req: Request) => Promise<OrganizationAccess>;

/**
 * Requires `Authorization: Bearer <access token>`; sets `res.locals.auth`, and `res.locals.access` (the
 * caller's role in the organization the endpoint is about) once its organization rules allow the call.
 */
export function requireUser(
  authenticator: Authenticator,
  checkAccess: OrganizationAccessCheck,
): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const token = bearerToken(req);
    if (!token) throw unauthenticated('unauthorized', 'Missing bearer token');
    const locals = res.locals as AuthenticatedLocals;
    locals.auth = await authenticator.authenticate(token);
    locals.access = await checkAccess(locals.auth, req);
    next();
  };
}
