import type { AuthContext } from '../../domain/principal.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { endSessionsNow, type SessionPorts } from './sessions.ts';

/** What ending a person's sessions on their request needs. */
export interface SignOutDeps {
  prisma: PrismaClient;
  sessions: SessionPorts;
}

/** Sign Out: ends this WinHub session here and at every service that joined it. */
export async function signOut(deps: SignOutDeps, auth: Pick<AuthContext, 'sessionId'>): Promise<void> {
  await endSessionsNow(deps.prisma, deps.sessions, { sessionId: auth.sessionId }, 'sign_out');
}

/** "Sign out everywhere": every session of the person, with every provider session of theirs. */
export async function signOutEverywhere(
  deps: SignOutDeps,
  auth: Pick<AuthContext, 'userId' | 'subject'>,
): Promise<void> {
  await endSessionsNow(deps.prisma, deps.sessions, { userId: auth.userId }, 'sign_out_everywhere', {
    providerSessions: 'all-of-subject',
    subject: auth.subject,
  });
}

/** The account page ends one of the person's own sessions, with the provider session behind it. */
export async function signOutSession(
  deps: SignOutDeps,
  auth: Pick<AuthContext, 'userId'>,
  sessionId: string,
): Promise<void> {
  await endSessionsNow(
    deps.prisma,
    deps.sessions,
    { sessionId, userId: auth.userId },
    'signed_out_by_owner',
    { providerSessions: 'the-ones-ended' },
  );
}
