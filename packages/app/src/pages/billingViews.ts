import type { BillingSubscription, Invoice } from '@winhub/api/contract';
import type { InvoiceRow, SubscriptionInfo } from '@winhub/ui';

/** The api's subscription view as the ui's SubscriptionSummary reads it. */
export function toSubscriptionInfo(subscription: BillingSubscription): SubscriptionInfo {
  const { plan, card, nextCharge } = subscription;
  return {
    status: subscription.status,
    standing: subscription.standing,
    planName: plan?.name ?? null,
    sizeBand: plan ? `${plan.employees} employees` : null,
    amount: plan?.amount ?? null,
    currency: plan?.currency ?? nextCharge?.currency ?? null,
    interval: plan?.interval ?? null,
    trialEnd: subscription.trialEnd,
    cardBrand: card?.brand ?? null,
    cardLast4: card?.last4 ?? null,
    nextChargeAt: nextCharge?.date ?? null,
    nextChargeAmount: nextCharge?.amount ?? null,
    currentPeriodEnd: subscription.currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
  };
}

export function toInvoiceRow(invoice: Invoice): InvoiceRow {
  return {
    id: invoice.id,
    stripeInvoiceId: invoice.stripeInvoiceId,
    date: invoice.date,
    description: invoice.description,
    amount: invoice.amount,
    currency: invoice.currency,
    status: invoice.status,
    invoiceUrl: invoice.hostedInvoiceUrl,
  };
}

/** The trial's end while Premium is in its free trial, for the plan phrase every screen shares. */
export const trialEndOf = (subscription: BillingSubscription | undefined) =>
  subscription?.standing === 'trialing' ? subscription.trialEnd : null;
