import type { Logger } from '../../logger.ts';
import type { LeasedOutbox } from './leasedOutbox.ts';

/** How often every outbox is swept for rows that failed, or that a crashed process left behind. */
const SWEEP_INTERVAL_MS = 2_000;

export interface OutboxRunner<Name extends string> {
  /** Delivers `name`'s due rows now (after the transaction that wrote them), without waiting for the sweep. */
  kick(name: Name): void;
  stop(): void;
}

/**
 * Runs the deliveries of several outboxes in this process: a sweep every 2 s and a kick after each write.
 * A delivery never overlaps another of the same outbox in this process; other processes are kept apart
 * by the outbox's leases.
 */
export function startOutboxRunner<Name extends string>(
  outboxes: Record<Name, LeasedOutbox>,
  logger: Logger,
): OutboxRunner<Name> {
  const running = new Set<Name>();
  const again = new Set<Name>();

  const run = (name: Name) => {
    if (running.has(name)) {
      again.add(name);
      return;
    }
    running.add(name);
    outboxes[name]
      .deliverDue()
      .catch((error: unknown) =>
        logger.warn({ err: error, outbox: name }, 'outbox delivery failed; retrying'),
      )
      .finally(() => {
        running.delete(name);
        if (again.delete(name)) run(name);
      });
  };

  const names = Object.keys(outboxes) as Name[];
  const timer = setInterval(() => {
    for (const name of names) run(name);
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  for (const name of names) run(name);
  return { kick: (name) => setImmediate(() => run(name)), stop: () => clearInterval(timer) };
}
