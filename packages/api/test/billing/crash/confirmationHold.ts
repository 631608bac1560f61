import pg from 'pg';
import type { ChildServer, CrashDatabase } from './childServer.ts';

/**
 * Keeps the events of card confirmations from being delivered, so that the server can be killed
 * after the gateway committed a confirmation (setup intent succeeded, events in the outbox) and
 * before those events reached the billing records: the window of issue 11's crash finding.
 */
export interface ConfirmationHold {
  /** Resolves once every organization's confirmation is committed and its events are held undelivered. */
  reached(organizationIds: readonly string[]): Promise<void>;
  /** Lets go of the database (after the kill). */
  release(): Promise<void>;
}

const REACH_TIMEOUT_MS = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function missingAfterTimeout(organizationIds: readonly string[], held: ReadonlySet<string>) {
  const missing = organizationIds.filter((id) => !held.has(id));
  return new Error(`no confirmation held for ${missing.length} organizations: ${missing.join(', ')}`);
}

/**
 * PostgreSQL: the test's own transaction holds a SHARE lock on `payment_events`, so the event
 * handler's first write waits; the outbox is read from beside the server until every
 * organization has its confirmation's subscription event committed and undelivered.
 */
async function holdWithTableLock(
  postgres: NonNullable<CrashDatabase['postgres']>,
): Promise<ConfirmationHold> {
  const connect = async () => {
    const client = new pg.Client({
      connectionString: postgres.connectionString,
      options: `-c search_path="${postgres.schema}"`,
    });
    await client.connect();
    return client;
  };
  const locker = await connect();
  await locker.query('BEGIN');
  await locker.query('LOCK TABLE "payment_events" IN SHARE MODE');
  const reader = await connect();
  return {
    async reached(organizationIds) {
      const deadline = Date.now() + REACH_TIMEOUT_MS;
      for (;;) {
        const { rows } = await reader.query<{ organizationId: string }>(
          `SELECT DISTINCT "organizationId" FROM "payment_outbox"
           WHERE "deliveredAt" IS NULL AND "organizationId" = ANY($1)
             AND "payload"->>'type' = 'customer.subscription.updated'
             AND "payload"->'data'->'object'->>'default_payment_method' IS NOT NULL`,
          [organizationIds],
        );
        const held = new Set(rows.map((row) => row.organizationId));
        if (held.size === organizationIds.length) return;
        if (Date.now() > deadline) throw missingAfterTimeout(organizationIds, held);
        await sleep(20);
      }
    },
    async release() {
      await reader.end();
      await locker.query('ROLLBACK');
      await locker.end();
    },
  };
}

/** PGlite: the server's preload holds claimed confirmation events and names their organizations. */
function holdInServer(server: ChildServer): ConfirmationHold {
  const held = new Set<string>();
  const stopListening = server.onMessage((message) => {
    for (const id of (message as { held?: string[] }).held ?? []) held.add(id);
  });
  server.send('hold-card-confirmations');
  return {
    async reached(organizationIds) {
      const deadline = Date.now() + REACH_TIMEOUT_MS;
      while (!organizationIds.every((id) => held.has(id))) {
        if (Date.now() > deadline) throw missingAfterTimeout(organizationIds, held);
        await sleep(20);
      }
    },
    async release() {
      stopListening();
    },
  };
}

export async function holdCardConfirmations(
  database: CrashDatabase,
  server: ChildServer,
): Promise<ConfirmationHold> {
  return database.postgres ? holdWithTableLock(database.postgres) : holdInServer(server);
}
