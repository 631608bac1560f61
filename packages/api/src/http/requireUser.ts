import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { unauthenticated } from '../domain/errors.ts';
import type { Authenticator } from '../domain/principal.ts';
import { type AuthenticatedLocals, bearerToken } from '../routes/authContext.ts';

/** Requires `Authorization: Bearer <access token>`; sets `res.locals.auth`. */
export function requireUser(authenticator: Authenticator): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const token = bearerToken(req);
    if (!token) throw unauthenticated('unauthorized', 'Missing bearer token');
    (res.locals as AuthenticatedLocals).auth = await authenticator.authenticate(token);
    next();
  };
}
