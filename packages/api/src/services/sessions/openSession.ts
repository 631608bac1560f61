import type { SessionResponse } from '../../contract/common.ts';
import type { Identity } from '../../domain/ports/identity.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { toSessionUser } from '../people.ts';
import { type SessionStart, startSession } from './sessions.ts';

/** A sign-in's answer: its WinHub session (see `startSession`) and the token of that session for `subject`. */
export async function openSession(
  prisma: PrismaClient,
  tokens: Pick<Identity, 'issueSessionToken'>,
  user: { id: string; email: string; fullName: string; emailVerifiedAt: Date | null },
  subject: string,
  start: Omit<SessionStart, 'userId'>,
): Promise<SessionResponse> {
  const sessionId = await startSession(prisma, { userId: user.id, ...start });
  const token = await tokens.issueSessionToken({
    subject,
    email: user.email,
    fullName: user.fullName,
    sessionId,
  });
  return { token, user: toSessionUser(user) };
}
