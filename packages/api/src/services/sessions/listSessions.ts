import type { ActiveSessionView } from '../../contract/accountPage.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { browserInWords } from './browserInWords.ts';
import { SESSION_IDLE_LIMIT_MS } from './sessions.ts';

/** The person's active sessions, most recently used first; `currentSessionId` is marked. */
export async function listActiveSessions(
  prisma: PrismaClient,
  userId: string,
  currentSessionId: string,
): Promise<ActiveSessionView[]> {
  const rows = await prisma.session.findMany({
    where: { userId, endedAt: null, lastSeenAt: { gt: new Date(Date.now() - SESSION_IDLE_LIMIT_MS) } },
    orderBy: { lastSeenAt: 'desc' },
    take: 100,
  });
  return rows.map((row) => ({
    id: row.id,
    current: row.id === currentSessionId,
    ...browserInWords(row.userAgent),
    ip: row.ip,
    method: row.method,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
  }));
}
