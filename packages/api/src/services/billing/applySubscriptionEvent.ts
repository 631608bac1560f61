import type { Prisma } from '../../generated/prisma/client.ts';
import { idOf, type ProviderSubscription, priceIdOfSubscription } from '../../payments/providerObjects.ts';
import { findOrganizationId, syncOrganizationPlan } from './organizationPlan.ts';

const fromSeconds = (seconds: number | undefined | null) =>
  seconds == null ? null : new Date(seconds * 1000);

/**
 * The provider's status, except a trial still waiting for its card: billing created it with
 * `default_incomplete`, so until a payment method is saved it is `incomplete`, not Premium.
 */
export function effectiveStatus(subscription: ProviderSubscription): string {
  if (subscription.status === 'trialing' && !subscription.default_payment_method) return 'incomplete';
  return subscription.status;
}

/** Upserts the subscription unless a newer event already set it; then recomputes the plan. */
export async function applySubscription(
  tx: Prisma.TransactionClient,
  subscription: ProviderSubscription,
  eventCreated: number,
): Promise<void> {
  const customerId = idOf(subscription.customer);
  const organizationId = await findOrganizationId(tx, subscription.metadata?.organizationId, customerId);
  if (!organizationId || !customerId) return;

  const existing = await tx.subscription.findUnique({ where: { stripeSubscriptionId: subscription.id } });
  if (existing && existing.lastEventAt > eventCreated) return;

  const item = subscription.items.data[0];
  const state = {
    stripeCustomerId: customerId,
    stripePriceId: priceIdOfSubscription(subscription) ?? existing?.stripePriceId ?? 'unknown',
    status: effectiveStatus(subscription),
    currentPeriodStart: fromSeconds(item?.current_period_start),
    currentPeriodEnd: fromSeconds(item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    lastEventAt: eventCreated,
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
  if (!existing || existing.lastEventAt > eventCreated) return;
  const from = paid ? ['past_due'] : ['active', 'trialing'];
  if (!from.includes(existing.status)) return;
  await tx.subscription.update({
    where: { stripeSubscriptionId },
    data: { status: paid ? 'active' : 'past_due', lastEventAt: eventCreated },
  });
  await syncOrganizationPlan(tx, existing.organizationId);
}
