import type { SqlQuery } from '../db.ts';
import type { AccessTokenVerifier } from '../identity/accessTokens.ts';
import { unauthorized } from './errors.ts';
import { type AuthContext, organizationInactive } from './requireUser.ts';

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

export interface Authenticator {
  /** Checks the token and reads its active user and active organization; rejects with 401 HttpErrors. */
  authenticate(token: string): Promise<AuthContext>;
}

const PRINCIPAL_SQL = `
    SELECT u.id AS "userId", u."organizationId", u.role, u.email, u."fullName", u."isActive",
           o.name AS "organizationName", o."subscriptionType", o."isActive" AS "organizationActive"
    FROM users u JOIN organizations o ON o.id = u."organizationId"
    WHERE u."identitySubject" = $1
    LIMIT 1`;

/**
 * One round trip on the hot path of every authenticated request, the user and their organization,
 * straight on the driver: through Prisma the same query costs about four times as much.
 */
async function loadPrincipal(query: SqlQuery, subject: string): Promise<Principal | null> {
  const [row] = (await query(PRINCIPAL_SQL, [subject])) as unknown as PrincipalRow[];
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
 * Every request reads the user and organization afresh (one indexed query), so a change made on any
 * instance, such as a plan bought a moment ago, shows on the very next request.
 */
export function createAuthenticator(deps: { query: SqlQuery; verifier: AccessTokenVerifier }): Authenticator {
  return {
    async authenticate(token) {
      const claims = await deps.verifier.verify(token);
      const principal = await loadPrincipal(deps.query, claims.sub);
      if (!principal) throw unauthorized('Unknown or inactive user', 'invalid_token');
      if (!principal.organization.isActive) throw organizationInactive();
      return { ...principal, subject: claims.sub, claims };
    },
  };
}
