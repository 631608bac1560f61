import type { PrismaClient } from '../db.ts';
import type { AccessTokenVerifier } from '../identity/accessTokens.ts';
import { unauthorized } from './errors.ts';
import type { AuthContext } from './requireUser.ts';

type Principal = Omit<AuthContext, 'subject' | 'claims'>;

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

const MAX_CACHED = 10_000;

export interface Authenticator {
  /** Checks the token (always) and finds its active user and organization; rejects with 401 HttpErrors. */
  authenticate(token: string): Promise<AuthContext>;
  /** Drops cached principals of an organization after this process changed it or its people. */
  forgetOrganization(organizationId: string): void;
}

async function loadPrincipal(prisma: PrismaClient, subject: string): Promise<Principal | null> {
  // one round trip on the hot path of every authenticated request: the user and their organization
  const [row] = await prisma.$queryRaw<PrincipalRow[]>`
    SELECT u.id AS "userId", u."organizationId", u.role, u.email, u."fullName", u."isActive",
           o.name AS "organizationName", o."subscriptionType", o."isActive" AS "organizationActive"
    FROM users u JOIN organizations o ON o.id = u."organizationId"
    WHERE u."identitySubject" = ${subject}
    LIMIT 1`;
  if (!row?.isActive) return null;
  return {
    userId: row.userId,
    organizationId: row.organizationId,
    role: row.role,
    email: row.email,
    fullName: row.fullName,
    organization: {
      id: row.organizationId,
      name: row.organizationName,
      subscriptionType: row.subscriptionType,
      isActive: row.organizationActive,
    },
  };
}

/**
 * Token checks on every request; the user/organization row is reused for `cacheMs` (default 1 s) so a
 * burst of calls from one session costs one query. Changes made elsewhere show within that window.
 */
export function createAuthenticator(deps: {
  prisma: PrismaClient;
  verifier: AccessTokenVerifier;
  cacheMs: number;
}): Authenticator {
  const cache = new Map<string, { principal: Principal; until: number }>();

  async function principalOf(subject: string): Promise<Principal | null> {
    const now = Date.now();
    const cached = cache.get(subject);
    if (cached && cached.until > now) return cached.principal;
    const principal = await loadPrincipal(deps.prisma, subject);
    if (principal && deps.cacheMs > 0) {
      if (cache.size >= MAX_CACHED) cache.clear();
      cache.set(subject, { principal, until: now + deps.cacheMs });
    }
    return principal;
  }

  return {
    async authenticate(token) {
      const claims = await deps.verifier.verify(token);
      const principal = await principalOf(claims.sub);
      if (!principal) throw unauthorized('Unknown or inactive user', 'invalid_token');
      return { ...principal, subject: claims.sub, claims };
    },
    forgetOrganization(organizationId) {
      for (const [subject, entry] of cache) {
        if (entry.principal.organizationId === organizationId) cache.delete(subject);
      }
    },
  };
}
