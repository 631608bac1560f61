import type { PaymentGateway } from '../../domain/ports/payments.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { Logger } from '../../logger.ts';
import { applySubscriptionSnapshot } from './billingViews.ts';

export interface ReconcileDeps {
  prisma: PrismaClient;
  gateway: PaymentGateway;
}

/** Stripe's incomplete checkouts expire after about a day; older ones are not worth asking about. */
const CATCH_UP_WINDOW_MS = 24 * 60 * 60 * 1000;
/** How often the outbox is swept for events a crashed or busy process left undelivered. */
const SWEEP_INTERVAL_MS = 2_000;

const pendingCheckoutsWhere = (organizationId?: string) => ({
  ...(organizationId ? { organizationId } : {}),
  status: 'incomplete',
  createdAt: { gte: new Date(Date.now() - CATCH_UP_WINDOW_MS) },
});

/**
 * Finishes checkouts left pending: first the events the gateway still owes (the embedded gateway's
 * outbox), then each checkout still recorded as waiting is re-read from the gateway — the
 * provider's state wins when a webhook is late or lost. Reading must not fail because the
 * provider is slow: a checkout that cannot be read now is caught up on a later read.
 */
export async function reconcilePendingCheckouts(deps: ReconcileDeps, organizationId?: string): Promise<void> {
  await deps.gateway.testMode?.deliverPendingEvents(organizationId);
  const pending = await deps.prisma.subscription.findMany({
    where: pendingCheckoutsWhere(organizationId),
    orderBy: { createdAt: 'desc' },
    take: 500,
  });
  for (const checkout of pending) {
    await recordGatewaySubscription(deps, checkout.stripeSubscriptionId).catch(() => null);
  }
}

/**
 * Reads a subscription (and its card) from the gateway and records it. Dated when it was read, not
 * when it is applied: an event applied meanwhile (a card confirmed by a parallel request) is newer
 * and must not be overwritten by this older state. The snapshot outdates the card's own event, so
 * the card must come with it.
 */
export async function recordGatewaySubscription(deps: ReconcileDeps, subscriptionId: string) {
  const readAt = Math.floor(Date.now() / 1000);
  const latest = await deps.gateway.retrieveSubscription(subscriptionId);
  const card = latest.default_payment_method
    ? await deps.gateway.cardOfSubscription(latest.id).catch(() => null)
    : null;
  await applySubscriptionSnapshot(deps.prisma, latest, readAt, card);
  return latest;
}

/**
 * On start: reconciles every pending checkout, then keeps sweeping the outbox so events whose
 * delivery failed or whose process died are retried. Returns a stop function.
 */
export function startPaymentReconciliation(deps: ReconcileDeps, logger: Logger): () => void {
  let sweeping = false;
  const sweep = async (run: () => Promise<void>) => {
    if (sweeping) return;
    sweeping = true;
    try {
      await run();
    } catch (error) {
      logger.warn({ err: error }, 'payment reconciliation failed; retrying later');
    } finally {
      sweeping = false;
    }
  };
  void sweep(() => reconcilePendingCheckouts(deps));
  const timer = setInterval(
    () => void sweep(async () => deps.gateway.testMode?.deliverPendingEvents()),
    SWEEP_INTERVAL_MS,
  );
  timer.unref();
  return () => clearInterval(timer);
}
