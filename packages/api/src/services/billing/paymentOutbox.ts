import type { PrismaClient } from '../../generated/prisma/client.ts';

/**
 * How long a claimed event is left to its deliverer before another process may take it over. Short,
 * so a crashed deliverer's events are taken over within a read's settle wait; a slow deliverer
 * overtaken by another is harmless (the handler is idempotent by event id).
 */
const LEASE_MS = 3_000;
const BATCH_SIZE = 50;
const MAX_RETRY_DELAY_MS = 5 * 60_000;
/** How long a caller waits for its organization's events that another process is delivering. */
const SETTLE_WAIT_MS = LEASE_MS * 3;

interface ClaimedEvent {
  id: bigint;
  payload: unknown;
  attempts: number;
}

import type { PaymentOutbox } from '../../domain/ports/payments.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Delivery of the payment outbox: at least once, with retries, to `handle` (the idempotent
 * payment-event handler). Claims take rows with `FOR UPDATE SKIP LOCKED` and lease them by moving
 * `availableAt` ahead, so processes sharing the database never deliver a row at the same time and
 * a crashed process's rows are delivered once its lease ends. Nothing is kept in memory.
 */
export function createPaymentOutbox(prisma: PrismaClient, handle: (payload: unknown) => Promise<unknown>) {
  async function claim(organizationId: string | null): Promise<ClaimedEvent[]> {
    const now = new Date();
    const leaseEnd = new Date(now.getTime() + LEASE_MS);
    const rows = await prisma.$queryRaw<ClaimedEvent[]>`
      UPDATE "payment_outbox" SET "attempts" = "attempts" + 1, "availableAt" = ${leaseEnd}
      WHERE "id" IN (
        SELECT "id" FROM "payment_outbox"
        WHERE "deliveredAt" IS NULL AND "availableAt" <= ${now}
          AND (${organizationId}::text IS NULL OR "organizationId" = ${organizationId}::text)
        ORDER BY "id" LIMIT ${BATCH_SIZE}
        FOR UPDATE SKIP LOCKED)
      RETURNING "id", "payload", "attempts"`;
    return rows.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  async function deliver(event: ClaimedEvent): Promise<boolean> {
    try {
      await handle(event.payload);
    } catch (error) {
      const delay = Math.min(1000 * 2 ** event.attempts, MAX_RETRY_DELAY_MS);
      await prisma.paymentOutbox.update({
        where: { id: event.id },
        data: { availableAt: new Date(Date.now() + delay), lastError: String(error).slice(0, 1000) },
      });
      return false;
    }
    await prisma.paymentOutbox.update({ where: { id: event.id }, data: { deliveredAt: new Date() } });
    return true;
  }

  async function deliverDue(organizationId?: string): Promise<number> {
    let delivered = 0;
    for (;;) {
      const claimed = await claim(organizationId ?? null);
      if (claimed.length === 0) return delivered;
      let progress = false;
      for (const event of claimed) {
        if (await deliver(event)) {
          delivered += 1;
          progress = true;
        }
      }
      if (!progress) return delivered;
    }
  }

  async function settle(organizationId: string): Promise<void> {
    const deadline = Date.now() + SETTLE_WAIT_MS;
    for (;;) {
      await deliverDue(organizationId);
      // Events that never failed but are not delivered yet are in another process's hands.
      const inFlight = await prisma.paymentOutbox.count({
        where: { organizationId, deliveredAt: null, lastError: null },
      });
      if (inFlight === 0 || Date.now() > deadline) return;
      await sleep(50);
    }
  }

  return { deliverDue, settle } satisfies PaymentOutbox;
}
