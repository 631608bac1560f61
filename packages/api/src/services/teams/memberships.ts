import type { OrganizationsResponse, TeamRole } from '../../contract/teams.ts';
import { forbidden } from '../../domain/errors.ts';
import type { Prisma, PrismaClient } from '../../generated/prisma/client.ts';

type Db = PrismaClient | Prisma.TransactionClient;

export const asTeamRole = (role: string): TeamRole => (role === 'admin' ? 'admin' : 'member');

export const notAMember = () => forbidden('not_a_member', 'You are not a member of this organization.');

export const adminRequired = () => forbidden('admin_required', 'Only organization admins can do this.');

/**
 * Whether every organization the person belongs to is inactive: then they cannot sign in. A person who
 * belongs to none (they left or were removed from their last) signs in, to accept a new invitation.
 */
export async function onlyInInactiveOrganizations(db: Db, userId: string): Promise<boolean> {
  const [all, active] = await Promise.all([
    db.membership.count({ where: { userId } }),
    db.membership.count({ where: { userId, organization: { isActive: true } } }),
  ]);
  return all > 0 && active === 0;
}

/**
 * The organization a new WinHub session of the person starts on: the one of their latest session when
 * they still belong to it, else the first they joined; null when they belong to none (active).
 */
export async function defaultOrganizationOf(db: Db, userId: string): Promise<string | null> {
  const latest = await db.session.findFirst({
    where: { userId, organizationId: { not: null } },
    orderBy: { createdAt: 'desc' },
    select: { organizationId: true },
  });
  if (latest?.organizationId) {
    const still = await db.membership.findFirst({
      where: { userId, organizationId: latest.organizationId, organization: { isActive: true } },
      select: { organizationId: true },
    });
    if (still) return still.organizationId;
  }
  const first = await db.membership.findFirst({
    where: { userId, organization: { isActive: true } },
    orderBy: { joinedAt: 'asc' },
    select: { organizationId: true },
  });
  return first?.organizationId ?? null;
}

/** The person's organizations by name, with their role in each, and the one `sessionId` is on. */
export async function organizationsOf(
  db: Db,
  userId: string,
  activeOrganizationId: string | null,
): Promise<OrganizationsResponse> {
  const memberships = await db.membership.findMany({
    where: { userId, organization: { isActive: true } },
    include: { organization: { select: { id: true, name: true } } },
    orderBy: [{ organization: { name: 'asc' } }, { organizationId: 'asc' }],
  });
  return {
    organizations: memberships.map((m) => ({
      id: m.organization.id,
      name: m.organization.name,
      role: asTeamRole(m.role),
    })),
    activeOrganizationId,
  };
}

/** Switch: the WinHub session `sessionId` now works on `organizationId`, one of the person's. */
export async function switchOrganization(
  prisma: PrismaClient,
  person: { userId: string; sessionId: string },
  organizationId: string,
): Promise<OrganizationsResponse> {
  const membership = await prisma.membership.findFirst({
    where: { userId: person.userId, organizationId, organization: { isActive: true } },
    select: { id: true },
  });
  if (!membership) throw notAMember();
  await prisma.session.update({ where: { id: person.sessionId }, data: { organizationId } });
  return organizationsOf(prisma, person.userId, organizationId);
}
