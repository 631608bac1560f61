import DataLoader from 'dataloader';
import type { SqlQuery } from '../db.ts';
import type { SessionTokenVerifier } from '../domain/ports/identity.ts';
import {
  type AuthContext,
  type Authenticator,
  noOrganization,
  organizationInactive,
} from '../domain/principal.ts';
import { unauthorized } from './errors.ts';

/** A live session's person, and their membership in its organization (null when they have none). */
interface Principal {
  subject: string;
  /** The session's last activity is older than LAST_SEEN_RESOLUTION_MS: this request writes it. */
  seenLongAgo: boolean;
  userActive: boolean;
  member: Omit<AuthContext, 'subject' | 'sessionId'> | null;
}

interface PrincipalRow {
  seenLongAgo: boolean;
  emailVerified: boolean;
  subject: string;
  userId: string;
  /** Null once the person belongs to no organization (or the session's is gone). */
  organizationId: string | null;
  membershipId: string | null;
  role: string | null;
  email: string;
  fullName: string;
  isActive: boolean;
  organizationName: string;
  subscriptionType: string;
  organizationActive: boolean;
  requireSecondFactor: boolean;
  hasSecondFactor: boolean;
}

/** A session's last activity is written at most this often (not on every request). */
const LAST_SEEN_RESOLUTION_MS = 5 * 60_000;

/**
 * The sessions still open, with their person, the session's active organization and the person's
 * membership in it; whether they have a second factor is read only where the organization requires one.
 * Whether the last activity is due to be written is compared by the database (a boolean, not a timestamp
 * every request would parse).
 */
const PRINCIPALS_SQL = `
    SELECT s.id AS "sessionId", s."lastSeenAt" < (now() AT TIME ZONE 'UTC') - interval '${LAST_SEEN_RESOLUTION_MS} milliseconds' AS "seenLongAgo",
           u."identitySubject" AS subject, u.id AS "userId",
           m."organizationId", m.id AS "membershipId", m.role, u.email, u."fullName", u."isActive",
           u."emailVerifiedAt" IS NOT NULL AS "emailVerified", o.name AS "organizationName", o."subscriptionType",
           o."isActive" AS "organizationActive", o."requireSecondFactor",
           CASE WHEN o."requireSecondFactor" THEN u."totpEnabledAt" IS NOT NULL
                  OR EXISTS (SELECT 1 FROM passkeys p WHERE p."userId" = u.id)
                ELSE false END AS "hasSecondFactor"
    FROM sessions s JOIN users u ON u.id = s."userId"
    LEFT JOIN memberships m ON m."organizationId" = s."organizationId" AND m."userId" = s."userId"
    LEFT JOIN organizations o ON o.id = m."organizationId"
    WHERE s.id = ANY($1::text[]) AND s."endedAt" IS NULL`;

const toPrincipal = (row: PrincipalRow): Principal => ({
  userActive: row.isActive,
  subject: row.subject,
  seenLongAgo: row.seenLongAgo,
  member:
    row.organizationId === null || row.membershipId === null
      ? null
      : {
          emailVerified: row.emailVerified,
          userId: row.userId,
          organizationId: row.organizationId,
          membershipId: row.membershipId,
          role: row.role === 'admin' ? 'admin' : 'member',
          hasSecondFactor: row.hasSecondFactor,
          email: row.email,
          fullName: row.fullName,
          organization: {
            id: row.organizationId,
            name: row.organizationName,
            subscriptionType: row.subscriptionType,
            isActive: row.organizationActive,
            requireSecondFactor: row.requireSecondFactor,
          },
        },
});

/**
 * Principal queries on their way to the database at once. Under load, the requests arriving while they
 * are out wait in one batch for the next free turn instead of each turn's few sending a query of their
 * own: fewer, larger queries (`bench:api` on 2 cores: 0.50–0.58 of hello-world's throughput, 0.49–0.51
 * without a limit), and a quiet server still sends each request's at once. Two, not one, so one slow
 * answer does not hold up every request.
 */
const PRINCIPAL_QUERIES_IN_FLIGHT = 2;
/**
 * The longest a batch waits for a query in flight (a round trip under load takes a few ms): queries that
 * never come back (a database cut off without a reset) do not hold every request up, which go on to the
 * pool and its own time limit as before.
 */
const LONGEST_HOLD_MS = 100;

/**
 * The users and organizations of every request that came in during one turn of the event loop (or, under
 * load, while the queries in flight were out), in one round trip straight on the driver (through Prisma
 * the same query costs about four times as much). Batched, not cached: each request's rows are read after
 * it arrived. Under load the round trips to the database, not the query, are what costs.
 */
function createPrincipalLoader(query: SqlQuery) {
  /** Batches sent or about to be: PRINCIPAL_QUERIES_IN_FLIGHT at most, unless one waited too long. */
  let outstanding = 0;
  /** Batches waiting for one of those to come back, in order (more than one once a batch fills up). */
  const held: (() => void)[] = [];
  return new DataLoader<string, Principal | null>(
    async (sessionIds) => {
      try {
        const rows = (await query(PRINCIPALS_SQL, [sessionIds])) as unknown as (PrincipalRow & {
          sessionId: string;
        })[];
        const bySession = new Map(rows.map((row) => [row.sessionId, toPrincipal(row)]));
        return sessionIds.map((sessionId) => bySession.get(sessionId) ?? null);
      } finally {
        const next = held.shift();
        if (next) next();
        else outstanding -= 1;
      }
    },
    {
      cache: false,
      maxBatchSize: 100,
      // setImmediate: after every request the socket reads of this turn delivered, not after each one
      batchScheduleFn: (send) => {
        if (outstanding < PRINCIPAL_QUERIES_IN_FLIGHT) {
          outstanding += 1;
          setImmediate(send);
          return;
        }
        held.push(send);
        setTimeout(() => {
          const index = held.indexOf(send);
          if (index === -1) return;
          held.splice(index, 1);
          outstanding += 1;
          send();
        }, LONGEST_HOLD_MS).unref();
      },
    },
  );
}

/**
 * Every request reads its session, user and organization afresh (one indexed query), so a sign-out or a
 * change made on any instance, such as a plan bought a moment ago, shows on the very next request.
 */
export function createAuthenticator(deps: {
  query: SqlQuery;
  verifier: SessionTokenVerifier;
}): Authenticator {
  const principals = createPrincipalLoader(deps.query);
  const touch = (sessionId: string) =>
    deps.query('UPDATE sessions SET "lastSeenAt" = now() WHERE id = $1', [sessionId]).catch(() => undefined);
  return {
    async authenticate(token) {
      const claims = await deps.verifier.verify(token);
      if (!claims.sid) throw unauthorized('Not a WinHub session token', 'invalid_token');
      const principal = await principals.load(claims.sid);
      if (!principal) throw unauthorized('This session has ended. Sign in again.', 'session_ended');
      if (!principal.userActive || principal.subject !== claims.sub) {
        throw unauthorized('Unknown or inactive user', 'invalid_token');
      }
      if (!principal.member) throw noOrganization();
      if (!principal.member.organization.isActive) throw organizationInactive();
      if (principal.seenLongAgo) void touch(claims.sid);
      return { ...principal.member, subject: principal.subject, sessionId: claims.sid };
    },
  };
}
