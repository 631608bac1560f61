import type { BillingSubscription, Invoice } from '../../contract/billing.ts';
import type { Prisma, PrismaClient, Subscription } from '../../generated/prisma/client.ts';
import type { ProviderSubscription } from '../../payments/providerObjects.ts';
import { applySubscription } from './applySubscriptionEvent.ts';
import { PREMIUM_STATUSES } from './organizationPlan.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const FREE_TIER: BillingSubscription = {
  status: 'none',
  stripePriceId: null,
  currentPeriodStart: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
};

export function toSubscriptionView(subscription: Subscription | null): BillingSubscription {
  if (!subscription) return FREE_TIER;
  return {
    status: subscription.status as BillingSubscription['status'],
    stripePriceId: subscription.stripePriceId,
    currentPeriodStart: iso(subscription.currentPeriodStart),
    currentPeriodEnd: iso(subscription.currentPeriodEnd),
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
  };
}

/**
 * The subscription the billing page shows: the live one, else the latest that got past checkout
 * (e.g. canceled). A checkout abandoned before the card was accepted leaves the free tier: none.
 */
export async function currentSubscription(
  prisma: PrismaClient | Prisma.TransactionClient,
  organizationId: string,
): Promise<Subscription | null> {
  const subscriptions = await prisma.subscription.findMany({
    where: { organizationId },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  return (
    subscriptions.find((subscription) => PREMIUM_STATUSES.has(subscription.status)) ??
    subscriptions.find((subscription) => !subscription.status.startsWith('incomplete')) ??
    null
  );
}

export async function listInvoices(prisma: PrismaClient, organizationId: string): Promise<Invoice[]> {
  const invoices = await prisma.invoice.findMany({
    where: { organizationId, status: { not: 'draft' } },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
  });
  return invoices.map((invoice) => ({
    id: invoice.id,
    stripeInvoiceId: invoice.stripeInvoiceId,
    status: invoice.status,
    paidAt: iso(invoice.paidAt),
    dueDate: iso(invoice.dueDate),
    amount: invoice.amount,
    currency: invoice.currency,
    cardBrand: invoice.cardBrand,
    cardLast4: invoice.cardLast4,
  }));
}

/**
 * Records a subscription as a provider call just returned it, so the answer reflects the change
 * before its webhook arrives. Dated `observedAt` (seconds; now by default): a newer event already
 * applied still wins.
 */
export async function applySubscriptionSnapshot(
  prisma: PrismaClient,
  subscription: ProviderSubscription,
  observedAt: number = Math.floor(Date.now() / 1000),
) {
  await prisma.$transaction((tx) => applySubscription(tx, subscription, observedAt));
}
