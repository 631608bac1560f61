import type { PrismaClient } from '../../generated/prisma/client.ts';
import { browserInWords } from './browserInWords.ts';
import { SESSION_IDLE_LIMIT_MS } from './sessions.ts';

export interface ActiveSession {
  id: string;
  current: boolean;
  browser: string;
  os: string;
  ip: string | null;
  method: string;
  createdAt: string;
  lastSeenAt: string;
}

/** The person's active sessions, most recently used first; `currentSessionId` is marked. */
export async function listActiveSessions(
  prisma: PrismaClient,
  userId: string,
  currentSessionId: string,
): Promise<ActiveSession[]> {
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
