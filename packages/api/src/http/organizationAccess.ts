import type { Request } from 'express';
import { type EndpointName, endpointNames, endpointRoutes } from '../contract/endpointRoutes.ts';
import type { SqlQuery } from '../db.ts';
import { forbidden } from '../domain/errors.ts';
import type { AuthContext, OrganizationAccess } from '../domain/principal.ts';

/** The endpoints a person whose organization requires a second factor still reaches without one: setting one up. */
const SECOND_FACTOR_SETUP: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'signOut',
  'userOrganization',
  'account',
  'resendVerification',
  'stepUp',
  'totpSetup',
  'totpEnable',
  'passkeyOptions',
  'passkeyAdd',
  'sessions',
  'signOutEverywhere',
  'sessionSignOut',
  'organizations',
  'switchOrganization',
  'invitationAccept',
]);

/** The table's paths as patterns, `{name}` a path segment, in the table's order. */
const patterns = endpointNames.map((name) => {
  const { method, path } = endpointRoutes[name];
  const source = path.replace(/[.]/g, '\\.').replace(/\{(\w+)\}/g, '(?<$1>[^/]+)');
  return { name, method: method as string, path, pattern: new RegExp(`^${source}/?$`) };
});

/**
 * The endpoints without path parameters by method and path, each one only where no pattern before it
 * in the table matches its path too: found without trying the patterns one by one (what
 * `/api/user/organization`, asked by every signed-in page, would otherwise pay), with the same answer.
 */
const fixedPaths = new Map<string, EndpointName>(
  patterns
    .filter(({ path, method }, index) => {
      if (path.includes('{')) return false;
      return !patterns
        .slice(0, index)
        .some((before) => before.method === method && before.pattern.test(path));
    })
    .map(({ name, method, path }) => [`${method} ${path}`, name]),
);

const NO_PARAMS: Record<string, string> = Object.freeze({});

/** The endpoint of the table a request is for, with its path parameters. */
export function endpointOf(req: Request): { name: EndpointName; params: Record<string, string> } | null {
  const path = req.originalUrl.split('?')[0] ?? '';
  const fixed = fixedPaths.get(
    `${req.method} ${path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path}`,
  );
  if (fixed) return { name: fixed, params: NO_PARAMS };
  for (const { name, method, pattern } of patterns) {
    if (method !== req.method) continue;
    const match = pattern.exec(path);
    if (match) {
      const params = Object.fromEntries(
        Object.entries(match.groups ?? {}).map(([key, value]) => [key, decodeURIComponent(value)]),
      );
      return { name, params };
    }
  }
  return null;
}

export const secondFactorRequired = () =>
  forbidden(
    'second_factor_required',
    'Your organization requires a second factor. Set up an authenticator app or a passkey to continue.',
  );

const MEMBERSHIP_SQL = `
    SELECT m.id AS "membershipId", m.role, o."requireSecondFactor"
    FROM memberships m JOIN organizations o ON o.id = m."organizationId"
    WHERE m."organizationId" = $1 AND m."userId" = $2 AND o."isActive"`;

interface MembershipRow {
  membershipId: string;
  role: string;
  requireSecondFactor: boolean;
}

/**
 * The one place the table's organization rules are enforced for a signed-in request: the second-factor
 * rule of the organization, then the role its endpoint needs (`organizationRole`) in the path's
 * `{organizationId}` or the session's active organization. Answers the caller's access to it.
 */
export function createOrganizationAccess(query: SqlQuery) {
  return async function organizationAccess(auth: AuthContext, req: Request): Promise<OrganizationAccess> {
    const endpoint = endpointOf(req);
    const exempt = endpoint !== null && SECOND_FACTOR_SETUP.has(endpoint.name);
    if (!exempt && auth.organization.requireSecondFactor && !auth.hasSecondFactor) {
      throw secondFactorRequired();
    }
    const organizationId = endpoint?.params.organizationId ?? auth.organizationId;
    let access: OrganizationAccess = { organizationId, membershipId: auth.membershipId, role: auth.role };
    if (organizationId !== auth.organizationId) {
      const [row] = (await query(MEMBERSHIP_SQL, [
        organizationId,
        auth.userId,
      ])) as unknown as MembershipRow[];
      if (!row) throw forbidden('not_a_member', 'You are not a member of this organization.');
      // another organization's rule holds for its own endpoints
      if (!exempt && row.requireSecondFactor && !(await hasSecondFactor(query, auth.userId))) {
        throw secondFactorRequired();
      }
      access = {
        organizationId,
        membershipId: row.membershipId,
        role: row.role === 'admin' ? 'admin' : 'member',
      };
    }
    const needed = endpoint
      ? (endpointRoutes[endpoint.name] as { organizationRole?: string }).organizationRole
      : undefined;
    if (needed === 'admin' && access.role !== 'admin') {
      throw forbidden('admin_required', 'Only organization admins can do this.');
    }
    return access;
  };
}

async function hasSecondFactor(query: SqlQuery, userId: string): Promise<boolean> {
  const [row] = await query(
    `SELECT u."totpEnabledAt" IS NOT NULL OR EXISTS (SELECT 1 FROM passkeys p WHERE p."userId" = u.id) AS has
     FROM users u WHERE u.id = $1`,
    [userId],
  );
  return row?.has === true;
}
