import type { Request, Response } from 'express';
import type { AuthContext, OrganizationAccess } from '../domain/principal.ts';

/** What `requireUser` (http) leaves on a signed-in request. */
export interface AuthenticatedLocals {
  auth: AuthContext;
  access: OrganizationAccess;
}

/** The bearer token of `Authorization: Bearer <token>`, or null. */
export function bearerToken(req: Request): string | null {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The signed-in person of a request that passed `requireUser`. */
export const authOf = (res: Response): AuthContext => (res.locals as AuthenticatedLocals).auth;

/** The caller's membership in the organization the endpoint is about (its role already checked). */
export const accessOf = (res: Response): OrganizationAccess => (res.locals as AuthenticatedLocals).access;
