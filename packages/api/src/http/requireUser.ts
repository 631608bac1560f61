import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { PrismaClient } from '../db.ts';
import type { AccessTokenClaims, AccessTokenVerifier } from '../identity/accessTokens.ts';
import { unauthorized } from './errors.ts';

export interface AuthContext {
  userId: string;
  organizationId: string;
  role: string;
  email: string;
  fullName: string;
  subject: string;
  claims: AccessTokenClaims;
}

export interface AuthenticatedLocals {
  auth: AuthContext;
}

export function bearerToken(req: Request): string | null {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** Checks a token and finds its active user; rejects with 401 HttpErrors. */
export async function authenticate(
  prisma: PrismaClient,
  verifier: AccessTokenVerifier,
  token: string,
): Promise<AuthContext> {
  const claims = await verifier.verify(token);
  const user = await prisma.user.findUnique({ where: { identitySubject: claims.sub } });
  if (!user?.isActive) throw unauthorized('Unknown or inactive user', 'invalid_token');
  return {
    userId: user.id,
    organizationId: user.organizationId,
    role: user.role,
    email: user.email,
    fullName: user.fullName,
    subject: claims.sub,
    claims,
  };
}

/** Requires `Authorization: Bearer <access token>`; sets `res.locals.auth`. */
export function requireUser(deps: { prisma: PrismaClient; verifier: AccessTokenVerifier }): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const token = bearerToken(req);
    if (!token) throw unauthorized('Missing bearer token', 'unauthorized');
    (res.locals as AuthenticatedLocals).auth = await authenticate(deps.prisma, deps.verifier, token);
    next();
  };
}

/** The auth context set by `requireUser`. */
export const authOf = (res: Response): AuthContext => (res.locals as AuthenticatedLocals).auth;
