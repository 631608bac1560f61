import type { ServiceOrganization, ServicePerson } from '../../contract/suite.ts';
import { unauthenticated } from '../../domain/errors.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { toSessionUser } from '../people.ts';
import { SESSION_IDLE_LIMIT_MS } from '../sessions/sessions.ts';
import { asTeamRole } from '../teams/memberships.ts';

const sessionEnded = () => unauthenticated('session_ended', 'The WinHub session has ended. Sign in again.');

/**
 * The person of an active WinHub session as a service sees them in `organizationId`: their role and
 * permissions there, read afresh (a change shows on the next call). Refused once the session ended, the
 * person is inactive, or no longer a member of that (active) organization.
 */
export async function servicePersonOf(
  prisma: PrismaClient,
  sessionId: string,
  userId: string,
  organizationId: string | null,
): Promise<{ user: ServicePerson; organization: ServiceOrganization }> {
  const session = await prisma.session.findUnique({ where: { id: sessionId }, include: { user: true } });
  if (
    !session ||
    session.endedAt ||
    session.userId !== userId ||
    session.lastSeenAt.getTime() < Date.now() - SESSION_IDLE_LIMIT_MS ||
    !session.user.isActive ||
    !organizationId
  ) {
    throw sessionEnded();
  }
  const membership = await prisma.membership.findUnique({
    where: { organizationId_userId: { organizationId, userId } },
    include: { organization: true, permission: true },
  });
  if (!membership?.organization.isActive) throw sessionEnded();
  const { user } = session;
  const person = toSessionUser(user);
  return {
    user: {
      ...person,
      name: person.firstName,
      emailVerified: user.emailVerifiedAt !== null,
      role: asTeamRole(membership.role),
      permissions: {
        canPostAsCompany: membership.permission?.canPostAsCompany ?? false,
        canSellAsCompany: membership.permission?.canSellAsCompany ?? false,
      },
    },
    organization: {
      id: membership.organization.id,
      name: membership.organization.name,
      subscriptionType: membership.organization.subscriptionType,
    },
  };
}
