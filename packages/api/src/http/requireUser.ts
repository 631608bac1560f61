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
  /** The user's organization as it was when the request came in. */
  organization: { id: string; name: string; subscriptionType: string; isActive: boolean };
}

interface PrincipalRow {
  userId: string;
  organizationId: string;
  role: string;
  email: string;
  fullName: string;
  isActive: boolean;
  organizationName: string;
  subscriptionType: string;
  organizationActive: boolean;
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
  // one round trip on the hot path of every authenticated request: the user and their organization
  const [row] = await prisma.$queryRaw<PrincipalRow[]>`
    SELECT u.id AS "userId", u."organizationId", u.role, u.email, u."fullName", u."isActive",
           o.name AS "organizationName", o."subscriptionType", o."isActive" AS "organizationActive"
    FROM users u JOIN organizations o ON o.id = u."organizationId"
    WHERE u."identitySubject" = ${claims.sub}
    LIMIT 1`;
  if (!row?.isActive) throw unauthorized('Unknown or inactive user', 'invalid_token');
  return {
    userId: row.userId,
    organizationId: row.organizationId,
    role: row.role,
    email: row.email,
    fullName: row.fullName,
    subject: claims.sub,
    claims,
    organization: {
      id: row.organizationId,
      name: row.organizationName,
      subscriptionType: row.subscriptionType,
      isActive: row.organizationActive,
    },
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
