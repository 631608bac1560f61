import type { PrismaClient } from '../../generated/prisma/client.ts';

/** The outbox tables delivered this way (each has id, attempts, availableAt, deliveredAt, lastError). */
export type OutboxTable = 'mail_outbox' | 'logout_deliveries';

/**
 * How long a claimed row is left to its deliverer before another process may take it over: long enough
 * for one delivery (an SMTP round trip, a POST with its timeout), short enough that a crashed process's
 * rows go out soon after.
 */
const LEASE_MS = 15_000;
const BATCH_SIZE = 20;
const MAX_RETRY_DELAY_MS = 10 * 60_000;

interface ClaimedRow {
  id: bigint;
  attempts: number;
}

export interface LeasedOutbox {
  /** Delivers every due row, oldest first; returns how many were delivered. */
  deliverDue(): Promise<number>;
}

const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

/**
 * At-least-once delivery of an outbox table, shared by every process on the database: a claim takes rows
 * with `FOR UPDATE SKIP LOCKED` and leases them by moving `availableAt` ahead, so two processes never
 * deliver a row at once and a crashed one's rows are taken over when the lease ends. A failure is
 * retried with exponential backoff. Nothing is kept in memory.
 */
export function createLeasedOutbox<Row extends ClaimedRow>(options: {
  prisma: PrismaClient;
  table: OutboxTable;
  /** The other columns `deliver` reads. */
  columns: readonly (keyof Omit<Row, keyof ClaimedRow> & string)[];
  deliver: (row: Row) => Promise<void>;
}): LeasedOutbox {
  const { prisma } = options;
  const table = quoted(options.table);
  const selected = ['id', 'attempts', ...options.columns].map(quoted).join(', ');

  const claim = (): Promise<Row[]> => {
    const now = new Date();
    return prisma.$queryRawUnsafe<Row[]>(
      `UPDATE ${table} SET "attempts" = "attempts" + 1, "availableAt" = $2
       WHERE "id" IN (
         SELECT "id" FROM ${table} WHERE "deliveredAt" IS NULL AND "availableAt" <= $1
         ORDER BY "id" LIMIT ${BATCH_SIZE} FOR UPDATE SKIP LOCKED)
       RETURNING ${selected}`,
      now,
      new Date(now.getTime() + LEASE_MS),
    );
  };

  async function deliverOne(row: Row): Promise<boolean> {
    try {
      await options.deliver(row);
    } catch (error) {
      const delay = Math.min(1000 * 2 ** row.attempts, MAX_RETRY_DELAY_MS);
      await prisma.$executeRawUnsafe(
        `UPDATE ${table} SET "availableAt" = $2, "lastError" = $3 WHERE "id" = $1`,
        row.id,
        new Date(Date.now() + delay),
        String(error instanceof Error ? error.message : error).slice(0, 1000),
      );
      return false;
    }
    await prisma.$executeRawUnsafe(
      `UPDATE ${table} SET "deliveredAt" = $2, "lastError" = NULL WHERE "id" = $1`,
      row.id,
      new Date(),
    );
    return true;
  }

  return {
    async deliverDue() {
      let delivered = 0;
      for (;;) {
        const claimed = (await claim()).sort((a, b) => (a.id < b.id ? -1 : 1));
        if (claimed.length === 0) return delivered;
        const results = await Promise.all(claimed.map(deliverOne));
        const progress = results.filter(Boolean).length;
        delivered += progress;
        if (progress === 0) return delivered;
      }
    },
  };
}

/** Rows not delivered yet and the age of the oldest, for operators. */
export async function outboxBacklog(
  prisma: PrismaClient,
  table: OutboxTable | 'payment_outbox',
): Promise<{ pending: number; oldestAgeSeconds: number }> {
  const [row] = await prisma.$queryRawUnsafe<{ pending: bigint; oldest: Date | null }[]>(
    `SELECT count(*) AS pending, min("createdAt") AS oldest FROM ${quoted(table)} WHERE "deliveredAt" IS NULL`,
  );
  const oldest = row?.oldest ? (Date.now() - row.oldest.getTime()) / 1000 : 0;
  return { pending: Number(row?.pending ?? 0), oldestAgeSeconds: Math.max(0, oldest) };
}
