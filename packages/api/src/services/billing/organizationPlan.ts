import type { Prisma } from '../../generated/prisma/client.ts';
import { recordActivity } from '../teams/activity.ts';

/** Subscription states that give the organization Premium; past_due keeps it while payment is retried. */
export const PREMIUM_STATUSES: ReadonlySet<string> = new Set(['trialing', 'active', 'past_due']);

/**
 * Recomputes the organization's plan from all its subscriptions, so a late event about an old,
 * canceled subscription never downgrades an organization that has a newer live one.
 */
export async function syncOrganizationPlan(
  tx: Prisma.TransactionClient,
  organizationId: string,
): Promise<void> {
  const subscriptions = await tx.subscription.findMany({
    where: { organizationId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  const live = subscriptions.find((subscription) => PREMIUM_STATUSES.has(subscription.status));
  const before = await tx.organization.findUniqueOrThrow({
    where: { id: organizationId },
    select: { subscriptionType: true },
  });
  const plan = live ? 'premium' : 'free';
  // the payment provider's events change the plan: WinHub is the actor
  if (before.subscriptionType !== plan) {
    await recordActivity(tx, organizationId, null, {
      kind: 'plan_changed',
      from: before.subscriptionType,
      to: plan,
    });
  }
  await tx.organization.update({
    where: { id: organizationId },
    data: {
      subscriptionType: plan,
      stripeSubscriptionId: (live ?? subscriptions[0])?.stripeSubscriptionId ?? null,
    },
  });
}

/** The organization an event belongs to: from the metadata billing sets, else by provider customer. */
export async function findOrganizationId(
  tx: Prisma.TransactionClient,
  metadataOrganizationId: string | null | undefined,
  customerId: string | null,
): Promise<string | null> {
  if (metadataOrganizationId) {
    const byId = await tx.organization.findUnique({
      where: { id: metadataOrganizationId },
      select: { id: true },
    });
    if (byId) return byId.id;
  }
  if (!customerId) return null;
  const byCustomer = await tx.organization.findUnique({
    where: { stripeCustomerId: customerId },
    select: { id: true },
  });
  return byCustomer?.id ?? null;
}
