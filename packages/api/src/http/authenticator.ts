import DataLoader from 'dataloader';
import type { SqlQuery } from '../db.ts';
import type { AccessTokenVerifier } from '../identity/accessTokens.ts';
import { unauthorized } from './errors.ts';
import { type AuthContext, organizationInactive } from './requireUser.ts';

type Principal = Omit<AuthContext, 'subject' | 'claims'>;

interface PrincipalRow {
  subject: string;
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

const PRINCIPALS_SQL = `
    SELECT u."identitySubject" AS subject, u.id AS "userId", u."organizationId", u.role, u.email,
           u."fullName", u."isActive", o.name AS "organizationName", o."subscriptionType",
           o."isActive" AS "organizationActive"
    FROM users u JOIN organizations o ON o.id = u."organizationId"
    WHERE u."identitySubject" = ANY($1::text[])`;

const toPrincipal = (row: PrincipalRow): Principal | null =>
  row.isActive
    ? {
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
      }
    : null;

/**
 * The users and organizations of every request that came in during one turn of the event loop, in
 * one round trip straight on the driver (through Prisma the same query costs about four times as
 * much). Batched, not cached: each request's rows are read after it arrived. Under load the round
 * trips to the database, not the query, are what costs.
 */
function createPrincipalLoader(query: SqlQuery) {
  return new DataLoader<string, Principal | null>(
    async (subjects) => {
      const rows = (await query(PRINCIPALS_SQL, [subjects])) as unknown as PrincipalRow[];
      const bySubject = new Map(rows.map((row) => [row.subject, toPrincipal(row)]));
      return subjects.map((subject) => bySubject.get(subject) ?? null);
    },
    // setImmediate: after every request the socket reads of this turn delivered, not after each one
    { cache: false, maxBatchSize: 100, batchScheduleFn: (send) => setImmediate(send) },
  );
}

/**
 * Every request reads the user and organization afresh (one indexed query), so a change made on any
 * instance, such as a plan bought a moment ago, shows on the very next request.
 */
export function createAuthenticator(deps: { query: SqlQuery; verifier: AccessTokenVerifier }): Authenticator {
  const principals = createPrincipalLoader(deps.query);
  return {
    async authenticate(token) {
      const claims = await deps.verifier.verify(token);
      const principal = await principals.load(claims.sub);
      if (!principal) throw unauthorized('Unknown or inactive user', 'invalid_token');
      if (!principal.organization.isActive) throw organizationInactive();
      return { ...principal, subject: claims.sub, claims };
    },
  };
}
