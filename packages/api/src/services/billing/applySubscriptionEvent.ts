import { idOf, type ProviderSubscription, priceIdOfSubscription } from '../../domain/ports/paymentObjects.ts';
import type { CardSummary } from '../../domain/ports/payments.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { findOrganizationId, syncOrganizationPlan } from './organizationPlan.ts';
import { fromSeconds } from './timestamps.ts';

/**
 * The provider's status, except a trial still waiting for its card: billing created it with
 * `default_incomplete`, so until a payment method is saved it is `incomplete`, not Premium.
 */
export function effectiveStatus(subscription: ProviderSubscription): string {
  if (subscription.status === 'trialing' && !subscription.default_payment_method) return 'incomplete';
  return subscription.status;
}

/** Statuses a subscription never leaves (Stripe never revives them): a deletion is final. */
const FINAL_STATUSES: ReadonlySet<string> = new Set(['canceled', 'incomplete_expired']);

// Within one period a subscription moves incomplete → trialing → past_due → active (a failed
// renewal is retried until paid), never back.
const STATUS_PROGRESS: Record<string, number> = {
  incomplete: 0,
  trialing: 1,
  paused: 1,
  past_due: 2,
  unpaid: 2,
  active: 3,
};

interface Progress {
  status: string;
  periodEnd: number;
}

/**
 * Orders two states recorded at the same provider second, so the outcome never depends on the
 * order their events arrive in: a later period is further on, then a later status in the period.
 */
function compareProgress(a: Progress, b: Progress): number {
  if (a.periodEnd !== b.periodEnd) return a.periodEnd - b.periodEnd;
  return (STATUS_PROGRESS[a.status] ?? 0) - (STATUS_PROGRESS[b.status] ?? 0);
}

/**
 * Upserts the subscription unless what is recorded is newer (a later event, or the same second but
 * further on, or final); then recomputes the plan. `card` is the subscription's default card when known.
 */
export async function applySubscription(
  tx: Prisma.TransactionClient,
  subscription: ProviderSubscription,
  eventCreated: number,
  card: CardSummary | null = null,
): Promise<void> {
  const customerId = idOf(subscription.customer);
  const organizationId = await findOrganizationId(tx, subscription.metadata?.organizationId, customerId);
  if (!organizationId || !customerId) return;

  const item = subscription.items.data[0];
  const status = effectiveStatus(subscription);
  const created = BigInt(eventCreated);
  const existing = await tx.subscription.findUnique({ where: { stripeSubscriptionId: subscription.id } });
  if (existing) {
    if (FINAL_STATUSES.has(existing.status) || existing.lastEventAt > created) return;
    const behind =
      existing.lastEventAt === created &&
      compareProgress(
        { status: existing.status, periodEnd: existing.currentPeriodEnd?.getTime() ?? 0 },
        { status, periodEnd: (item?.current_period_end ?? 0) * 1000 },
      ) > 0;
    if (behind && !FINAL_STATUSES.has(status)) return;
  }

  const state = {
    stripeCustomerId: customerId,
    stripePriceId: priceIdOfSubscription(subscription) ?? existing?.stripePriceId ?? 'unknown',
    status,
    currentPeriodStart: fromSeconds(item?.current_period_start),
    currentPeriodEnd: fromSeconds(item?.current_period_end),
    trialEnd: fromSeconds(subscription.trial_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    lastEventAt: created,
    ...(card ? { cardBrand: card.brand, cardLast4: card.last4 } : {}),
  };
  await tx.subscription.upsert({
    where: { stripeSubscriptionId: subscription.id },
    create: { ...state, organizationId, stripeSubscriptionId: subscription.id },
    update: state,
  });
  await syncOrganizationPlan(tx, organizationId);
}

/** A payment outcome moves a live subscription between active and past_due, if nothing newer is known. */
export async function applyPaymentOutcome(
  tx: Prisma.TransactionClient,
  stripeSubscriptionId: string,
  paid: boolean,
  eventCreated: number,
): Promise<void> {
  const existing = await tx.subscription.findUnique({ where: { stripeSubscriptionId } });
  if (!existing || existing.lastEventAt > BigInt(eventCreated)) return;
  const from = paid ? ['past_due'] : ['active', 'trialing'];
  if (!from.includes(existing.status)) return;
  await tx.subscription.update({
    where: { stripeSubscriptionId },
    data: { status: paid ? 'active' : 'past_due', lastEventAt: BigInt(eventCreated) },
  });
  await syncOrganizationPlan(tx, existing.organizationId);
}
