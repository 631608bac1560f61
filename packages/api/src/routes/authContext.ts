import type { Request, Response } from 'express';
import type { AuthContext } from '../domain/principal.ts';

/** What `requireUser` (http) leaves on a signed-in request. */
export interface AuthenticatedLocals {
  auth: AuthContext;
}

/** The bearer token of `Authorization: Bearer <token>`, or null. */
export function bearerToken(req: Request): string | null {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The signed-in person of a request that passed `requireUser`. */
export const authOf = (res: Response): AuthContext => (res.locals as AuthenticatedLocals).auth;
