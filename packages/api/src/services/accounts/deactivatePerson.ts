import type { PrismaClient } from '../../generated/prisma/client.ts';
import { normalizeEmail } from '../people.ts';
import { endSessions, type SessionPorts } from '../sessions/sessions.ts';

/**
 * An administrator deactivates a person: the account can no longer sign in, and every session of it ends
 * at once, with its provider sessions and the services each opened (back-channel logout). Null when no
 * account has the address.
 */
export async function deactivatePerson(
  prisma: PrismaClient,
  sessions: SessionPorts,
  email: string,
): Promise<{ email: string; sessionsEnded: number } | null> {
  const ended = await prisma.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { email: normalizeEmail(email) } });
    if (!user) return null;
    await tx.user.update({ where: { id: user.id }, data: { isActive: false } });
    const ids = await endSessions(tx, { userId: user.id }, 'deactivated');
    if (user.identitySubject) await sessions.providerSessions?.endAll(tx, user.identitySubject);
    return { email: user.email, sessionsEnded: ids.length };
  });
  if (ended) sessions.deliverLogouts();
  return ended;
}
