import type {
  MemberListQuery,
  MemberListResponse,
  MemberRemovedResponse,
  MemberUpdateRequest,
  TeamMember,
  TeamPermission,
} from '../../contract/teams.ts';
import { memberListQuerySchema, TEAM_PERMISSIONS } from '../../contract/teams.ts';
import type { SqlQuery } from '../../db.ts';
import { conflict, notFound } from '../../domain/errors.ts';
import type { OrganizationAccess } from '../../domain/principal.ts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';
import { endSessions, type SessionPorts } from '../sessions/sessions.ts';
import { type Actor, recordActivity } from './activity.ts';
import { isMember, likePattern, MEMBER_PAGE_SQL, type MemberRow, memberIn, toMember } from './memberRows.ts';
import { adminRequired, asTeamRole } from './memberships.ts';
import { lockOrganization } from './organizationLock.ts';

export interface MemberDeps {
  prisma: PrismaClient;
  /** The driver's own query, for the member list (one round trip, without Prisma's cost). */
  query: SqlQuery;
  sessions: SessionPorts;
  /** An external identity provider decides about second factors: `hasSecondFactor` is null. */
  externalProvider: boolean;
}

const adminCountOf = (db: PrismaClient | Prisma.TransactionClient, organizationId: string) =>
  db.membership.count({ where: { organizationId, role: 'admin' } });

/**
 * A page of the organization's members, with the totals the Team tab needs and the caller's own
 * membership: one round trip straight on the driver (the Team tab's hot path).
 */
export async function listMembers(
  deps: MemberDeps,
  access: OrganizationAccess,
  query: MemberListQuery,
): Promise<MemberListResponse> {
  const { search, offset, limit } = memberListQuerySchema.parse(query);
  const page = [access.organizationId, limit, offset];
  const rows = (await (search === ''
    ? deps.query(MEMBER_PAGE_SQL.all, page)
    : deps.query(MEMBER_PAGE_SQL.search, [...page, likePattern(search)]))) as unknown as MemberRow[];
  return {
    members: rows.filter(isMember).map((row) => toMember(row, deps.externalProvider)),
    total: rows[0]?.total ?? 0,
    adminCount: rows[0]?.adminCount ?? 0,
    offset,
    limit,
    viewer: { memberId: access.membershipId, role: access.role },
  };
}

const memberNotFound = () => notFound('member_not_found', 'This person is not a member of the organization.');
export const lastAdmin = () =>
  conflict('last_admin', 'The organization needs at least one admin: make someone else admin first.');

/** Changes a member's role and/or grants or withdraws permissions (admins; the last admin stays admin). */
export async function updateMember(
  deps: MemberDeps,
  actor: Actor,
  access: OrganizationAccess,
  memberId: string,
  change: MemberUpdateRequest,
): Promise<TeamMember> {
  const { organizationId } = access;
  const row = await deps.prisma.$transaction(async (tx) => {
    if (!(await lockOrganization(tx, organizationId))) throw memberNotFound();
    const membership = await tx.membership.findFirst({
      where: { id: memberId, organizationId },
      include: { user: true, permission: true },
    });
    if (!membership) throw memberNotFound();
    const subject = {
      userId: membership.userId,
      email: membership.user.email,
      name: membership.user.fullName,
    };
    const currentRole = asTeamRole(membership.role);
    if (change.role && change.role !== currentRole) {
      if (currentRole === 'admin' && (await adminCountOf(tx, organizationId)) <= 1) throw lastAdmin();
      await tx.membership.update({ where: { id: membership.id }, data: { role: change.role } });
      await recordActivity(
        tx,
        organizationId,
        actor,
        { kind: 'role_changed', from: currentRole, to: change.role },
        subject,
      );
    }
    const granted = TEAM_PERMISSIONS.filter(
      (permission) =>
        change[permission] !== undefined &&
        change[permission] !== (membership.permission?.[permission] ?? false),
    );
    if (granted.length > 0) {
      const values = Object.fromEntries(
        granted.map((permission) => [permission, change[permission] === true]),
      ) as Partial<Record<TeamPermission, boolean>>;
      const stamp = { grantedBy: actor.userId, grantedAt: new Date() };
      await tx.userPermission.upsert({
        where: { userId_organizationId: { userId: membership.userId, organizationId } },
        create: { userId: membership.userId, organizationId, ...values, ...stamp },
        update: { ...values, ...stamp },
      });
      for (const permission of granted) {
        await recordActivity(
          tx,
          organizationId,
          actor,
          { kind: 'permission_changed', permission, granted: values[permission] === true },
          subject,
        );
      }
    }
    return memberIn(tx, organizationId, memberId);
  });
  if (!row) throw memberNotFound();
  return toMember(row, deps.externalProvider);
}

/**
 * Removes a member (admins), or the caller leaves (their own membership). In one transaction, with the
 * organization locked so the last admin can never go: the membership and its permissions go, every service
 * session the person holds in the organization gets its back-channel logout (the outbox, at least once),
 * and their WinHub sessions on it move to another organization of theirs, or end when they have none.
 */
export async function removeMember(
  deps: MemberDeps,
  actor: Actor & { sessionId: string },
  access: OrganizationAccess,
  memberId: string,
): Promise<MemberRemovedResponse> {
  const { organizationId } = access;
  const outcome = await deps.prisma.$transaction(async (tx) => {
    if (!(await lockOrganization(tx, organizationId))) throw memberNotFound();
    const membership = await tx.membership.findFirst({
      where: { id: memberId, organizationId },
      include: { user: true },
    });
    if (!membership) throw memberNotFound();
    const leaving = membership.userId === actor.userId;
    if (!leaving && access.role !== 'admin') throw adminRequired();
    if (membership.role === 'admin' && (await adminCountOf(tx, organizationId)) <= 1) throw lastAdmin();
    const { userId } = membership;
    await tx.membership.delete({ where: { id: membership.id } });
    const loggedOut = await logOutOfServices(tx, organizationId, userId);
    const ended = await moveSessions(
      tx,
      deps.sessions,
      organizationId,
      userId,
      membership.user.identitySubject,
    );
    await recordActivity(
      tx,
      organizationId,
      actor,
      { kind: leaving ? 'member_left' : 'member_removed' },
      { userId, email: membership.user.email, name: membership.user.fullName },
    );
    const own = await tx.session.findUnique({
      where: { id: actor.sessionId },
      select: { organizationId: true, endedAt: true },
    });
    return {
      logouts: loggedOut + ended,
      activeOrganizationId: own && !own.endedAt ? own.organizationId : null,
    };
  });
  if (outcome.logouts > 0) deps.sessions.deliverLogouts();
  return { ok: true, activeOrganizationId: outcome.activeOrganizationId };
}

/**
 * A back-channel logout for each service the person joined in the organization (a delivery already made
 * for the same session and service is armed again), and those service sessions end.
 */
async function logOutOfServices(
  tx: Prisma.TransactionClient,
  organizationId: string,
  userId: string,
): Promise<number> {
  const joined = await tx.serviceSession.findMany({
    where: { organizationId, session: { userId, endedAt: null } },
    select: { sessionId: true, service: true },
  });
  for (const { sessionId, service } of joined) {
    await tx.$executeRaw`
      INSERT INTO logout_deliveries ("sessionId", service, subject)
      VALUES (${sessionId}, ${service}, ${userId})
      ON CONFLICT ("sessionId", service) DO UPDATE
        SET "deliveredAt" = NULL, attempts = 0, "availableAt" = now(), "lastError" = NULL, "createdAt" = now()`;
  }
  await tx.serviceSession.deleteMany({ where: { organizationId, session: { userId } } });
  return joined.length;
}

/** The person's WinHub sessions on the organization move to their first other one; without one they end. */
async function moveSessions(
  tx: Prisma.TransactionClient,
  sessions: SessionPorts,
  organizationId: string,
  userId: string,
  subject: string | null,
): Promise<number> {
  const other = await tx.membership.findFirst({
    where: { userId, organization: { isActive: true } },
    orderBy: { joinedAt: 'asc' },
    select: { organizationId: true },
  });
  if (other) {
    await tx.session.updateMany({
      where: { userId, organizationId, endedAt: null },
      data: { organizationId: other.organizationId },
    });
    return 0;
  }
  const ended = await endSessions(tx, { userId }, 'removed_from_organization');
  if (sessions.providerSessions && subject) await sessions.providerSessions.endAll(tx, subject);
  return ended.length;
}
