import type { TeamMember } from '../../contract/teams.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { asTeamRole } from './memberships.ts';

// The Team tab's rows, read in one statement straight on the driver (or inside a transaction).

export interface MemberRow {
  /** Null on the one row of a page past the end: it carries only the totals. */
  id: string | null;
  userId: string;
  fullName: string;
  email: string;
  role: string;
  /** ISO 8601 (UTC), formatted by the database as `toISOString()` does. */
  joinedAt: string;
  canPostAsCompany: boolean;
  canSellAsCompany: boolean;
  hasSecondFactor: boolean;
  lastSignInAt: string | null;
  total: number;
  adminCount: number;
}

export const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const ISO_UTC = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/** Every member, those whose name or address holds `$4` (a LIKE pattern), or the one membership `$4`. */
type MemberFilter = 'all' | 'search' | 'member';

/**
 * A page of one organization's members (by name then id), the number matching and the organization's
 * admins, in one statement: the totals' row is always there, with the page's rows joined to it (none
 * past the end). `$1` the organization, `$2` and `$3` the page's limit and offset. One statement per
 * filter, with no "parameter is null" branch: the database plans each once, not on every call.
 * The order is the memberships' own `nameKey` (their person's name in lower case), so a page is read
 * from the index on (organization, nameKey, id) and only its rows meet their person: no sort of every
 * member, and no join of them, a search included (it matches `nameKey` and `emailKey`, the address in
 * lower case, on the memberships themselves).
 */
function memberPageSql(filter: MemberFilter): string {
  const matching = {
    all: 'FROM memberships m WHERE m."organizationId" = $1',
    // on a UTF-8 database ILIKE is LIKE between both sides in lower case: the same matches as ILIKE on the
    // person's name and address. `(SELECT lower($4))` is worked out once: the plan PostgreSQL keeps for a
    // named statement would call lower($4) for every row.
    search: `FROM memberships m
      WHERE m."organizationId" = $1
        AND (m."nameKey" LIKE (SELECT lower($4)) OR m."emailKey" LIKE (SELECT lower($4)))`,
    member: 'FROM memberships m WHERE m."organizationId" = $1 AND m.id = $4',
  }[filter];
  // without a filter, the count needs nothing but the memberships' index
  const total =
    filter === 'all'
      ? 'SELECT count(*)::int FROM memberships a WHERE a."organizationId" = $1'
      : 'SELECT count(*)::int FROM matching';
  return `
    WITH matching AS (
      SELECT m.id, m."userId", m.role, m."joinedAt", m."nameKey" ${matching}
    ), page AS (
      SELECT * FROM matching ORDER BY "nameKey", id LIMIT $2 OFFSET $3
    ), totals AS (
      SELECT (${total}) AS total,
             (SELECT count(*)::int FROM memberships a WHERE a."organizationId" = $1 AND a.role = 'admin') AS "adminCount"
    )
    SELECT totals.total, totals."adminCount", page.id, page."userId", u."fullName", u.email, page.role,
           to_char(page."joinedAt", ${ISO_UTC}) AS "joinedAt",
           COALESCE(p."canPostAsCompany", false) AS "canPostAsCompany",
           COALESCE(p."canSellAsCompany", false) AS "canSellAsCompany",
           (u."totpEnabledAt" IS NOT NULL OR EXISTS (SELECT 1 FROM passkeys k WHERE k."userId" = page."userId")) AS "hasSecondFactor",
           (SELECT to_char(max(s."createdAt"), ${ISO_UTC}) FROM sessions s WHERE s."userId" = page."userId") AS "lastSignInAt"
    FROM totals
    LEFT JOIN page ON true
    LEFT JOIN users u ON u.id = page."userId"
    LEFT JOIN user_permissions p ON p."organizationId" = $1 AND p."userId" = page."userId"
    ORDER BY page."nameKey", page.id`;
}

export const MEMBER_PAGE_SQL: Record<MemberFilter, string> = {
  all: memberPageSql('all'),
  search: memberPageSql('search'),
  member: memberPageSql('member'),
};

export const toMember = (row: MemberRow & { id: string }, externalProvider: boolean): TeamMember => ({
  id: row.id,
  userId: row.userId,
  fullName: row.fullName,
  email: row.email,
  role: asTeamRole(row.role),
  canPostAsCompany: row.canPostAsCompany,
  canSellAsCompany: row.canSellAsCompany,
  hasSecondFactor: externalProvider ? null : row.hasSecondFactor,
  joinedAt: row.joinedAt,
  lastSignInAt: row.lastSignInAt,
});

export const isMember = (row: MemberRow): row is MemberRow & { id: string } => row.id !== null;

/** One member, read inside the transaction that changed them. */
export async function memberIn(
  tx: Prisma.TransactionClient,
  organizationId: string,
  memberId: string,
): Promise<(MemberRow & { id: string }) | undefined> {
  const rows = await tx.$queryRawUnsafe<MemberRow[]>(MEMBER_PAGE_SQL.member, organizationId, 1, 0, memberId);
  return rows.find(isMember);
}
