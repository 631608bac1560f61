import type { BillingStanding, BillingSubscription, Invoice } from '../../contract/billing.ts';
import type { ProviderSubscription } from '../../domain/ports/paymentObjects.ts';
import type { CardSummary } from '../../domain/ports/payments.ts';
import type { Prisma, PrismaClient, Subscription } from '../../generated/prisma/client.ts';
import { applySubscription } from './applySubscriptionEvent.ts';
import { describeInvoice } from './invoiceDescription.ts';
import { PREMIUM_STATUSES } from './organizationPlan.ts';
import { planOfPrice } from './prices.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const FREE_TIER: BillingSubscription = {
  status: 'none',
  standing: 'free',
  stripePriceId: null,
  plan: null,
  currentPeriodStart: null,
  currentPeriodEnd: null,
  trialEnd: null,
  cancelAtPeriodEnd: false,
  card: null,
  nextCharge: null,
};

const LIVE_STANDING: Record<string, BillingStanding> = {
  trialing: 'trialing',
  active: 'active',
  past_due: 'past_due',
};

function standingOf(subscription: Subscription): BillingStanding {
  const live = LIVE_STANDING[subscription.status];
  if (live) return subscription.cancelAtPeriodEnd ? 'cancelling' : live;
  return subscription.status === 'canceled' || subscription.status === 'unpaid' ? 'canceled' : 'free';
}

export function toSubscriptionView(subscription: Subscription | null): BillingSubscription {
  if (!subscription) return FREE_TIER;
  const standing = standingOf(subscription);
  const plan = planOfPrice(subscription.stripePriceId);
  const charging = standing === 'trialing' || standing === 'active' || standing === 'past_due';
  return {
    status: subscription.status as BillingSubscription['status'],
    standing,
    stripePriceId: subscription.stripePriceId,
    plan,
    currentPeriodStart: iso(subscription.currentPeriodStart),
    currentPeriodEnd: iso(subscription.currentPeriodEnd),
    trialEnd: iso(subscription.trialEnd),
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    card:
      subscription.cardBrand && subscription.cardLast4
        ? { brand: subscription.cardBrand, last4: subscription.cardLast4 }
        : null,
    nextCharge:
      charging && plan?.amount != null && subscription.currentPeriodEnd
        ? { date: subscription.currentPeriodEnd.toISOString(), amount: plan.amount, currency: plan.currency }
        : null,
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
    date: invoice.createdAt.toISOString(),
    description: invoice.description ?? describeInvoice(null, invoice.amount),
    status: invoice.status,
    paidAt: iso(invoice.paidAt),
    dueDate: iso(invoice.dueDate),
    periodStart: iso(invoice.periodStart),
    periodEnd: iso(invoice.periodEnd),
    amount: invoice.amount,
    currency: invoice.currency,
    cardBrand: invoice.cardBrand,
    cardLast4: invoice.cardLast4,
    hostedInvoiceUrl: invoice.hostedInvoiceUrl,
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
  card: CardSummary | null = null,
) {
  await prisma.$transaction((tx) => applySubscription(tx, subscription, observedAt, card));
}
