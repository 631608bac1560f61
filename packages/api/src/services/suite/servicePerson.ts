import type { ServiceOrganization, ServicePerson } from '../../contract/suite.ts';
import { unauthenticated } from '../../domain/errors.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { toSessionUser } from '../people.ts';
import { SESSION_IDLE_LIMIT_MS } from '../sessions/sessions.ts';

const sessionEnded = () => unauthenticated('session_ended', 'The WinHub session has ended. Sign in again.');

/**
 * The person of an active WinHub session as a service sees them (with their organization and
 * permissions); refused once the session ended, the person or their organization is inactive.
 */
export async function servicePersonOf(
  prisma: PrismaClient,
  sessionId: string,
  userId: string,
): Promise<{ user: ServicePerson; organization: ServiceOrganization }> {
  const session = await prisma.session.findUnique({
    where: { id: sessionId },
    include: { user: { include: { organization: true, permissions: true } } },
  });
  if (
    !session ||
    session.endedAt ||
    session.userId !== userId ||
    session.lastSeenAt.getTime() < Date.now() - SESSION_IDLE_LIMIT_MS ||
    !session.user.isActive ||
    !session.user.organization.isActive
  ) {
    throw sessionEnded();
  }
  const { user } = session;
  const permission = user.permissions.find((row) => row.organizationId === user.organizationId);
  const person = toSessionUser(user);
  return {
    user: {
      ...person,
      name: person.firstName,
      emailVerified: user.emailVerifiedAt !== null,
      role: user.role,
      permissions: {
        canPostAsCompany: permission?.canPostAsCompany ?? false,
        canSellAsCompany: permission?.canSellAsCompany ?? false,
      },
    },
    organization: {
      id: user.organization.id,
      name: user.organization.name,
      subscriptionType: user.organization.subscriptionType,
    },
  };
}
