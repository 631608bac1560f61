import {
  type ProviderEvent,
  providerEventSchema,
  providerInvoiceSchema,
  providerSubscriptionSchema,
  subscriptionIdOfInvoice,
} from '../../domain/ports/paymentObjects.ts';
import type { CardSummary } from '../../domain/ports/payments.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { applyInvoice } from './applyInvoiceEvent.ts';
import { applyPaymentOutcome, applySubscription } from './applySubscriptionEvent.ts';

export interface PaymentEventDeps {
  prisma: PrismaClient;
  /** Brand and last 4 digits of the card paying a subscription, to show on its paid invoices. */
  cardOfSubscription: (stripeSubscriptionId: string) => Promise<CardSummary | null>;
}

export type PaymentEventOutcome = 'applied' | 'duplicate' | 'ignored';

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
]);
const INVOICE_EVENTS = new Set([
  'invoice.finalized',
  'invoice.updated',
  'invoice.paid',
  'invoice.payment_succeeded',
  'invoice.payment_failed',
  'invoice.voided',
  'invoice.marked_uncollectible',
]);

export class InvalidPaymentEventError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidPaymentEventError';
  }
}

/** The card to record with the event: a subscription's default card, or the card paying an invoice. */
async function cardOfEvent(deps: PaymentEventDeps, event: ProviderEvent): Promise<CardSummary | null> {
  let subscriptionId: string | null = null;
  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    const subscription = providerSubscriptionSchema.parse(event.data.object);
    if (subscription.default_payment_method) subscriptionId = subscription.id;
  } else if (event.type === 'invoice.paid' || event.type === 'invoice.payment_succeeded') {
    subscriptionId = subscriptionIdOfInvoice(providerInvoiceSchema.parse(event.data.object));
  }
  if (!subscriptionId) return null;
  // The card only decorates the records: a provider hiccup here must not make the event fail.
  return deps.cardOfSubscription(subscriptionId).catch(() => null);
}

/**
 * The one handler of provider events, for Stripe webhooks and the embedded gateway alike.
 * Idempotent: the event id is stored in the same transaction as its effects, so a redelivery
 * changes nothing and a crash part-way leaves no trace (the retry applies it whole).
 * Out-of-order deliveries: each record keeps the time of the newest event applied to it.
 */
export async function handlePaymentEvent(
  deps: PaymentEventDeps,
  payload: unknown,
): Promise<PaymentEventOutcome> {
  const parsed = providerEventSchema.safeParse(payload);
  if (!parsed.success) throw new InvalidPaymentEventError('Not a payment event');
  const event = parsed.data;
  const isSubscriptionEvent = SUBSCRIPTION_EVENTS.has(event.type);
  if (!isSubscriptionEvent && !INVOICE_EVENTS.has(event.type)) return 'ignored';

  const objectSchema = isSubscriptionEvent ? providerSubscriptionSchema : providerInvoiceSchema;
  if (!objectSchema.safeParse(event.data.object).success) {
    throw new InvalidPaymentEventError(`Unexpected object in ${event.type}`);
  }
  const card = await cardOfEvent(deps, event);

  return deps.prisma.$transaction(async (tx) => {
    const recorded = await tx.paymentEvent.createMany({
      data: [{ id: event.id, type: event.type }],
      skipDuplicates: true,
    });
    if (recorded.count === 0) return 'duplicate';

    if (isSubscriptionEvent) {
      await applySubscription(tx, providerSubscriptionSchema.parse(event.data.object), event.created, card);
      return 'applied';
    }
    const invoice = providerInvoiceSchema.parse(event.data.object);
    await applyInvoice(tx, invoice, event.created, card);
    const subscriptionId = subscriptionIdOfInvoice(invoice);
    if (subscriptionId && event.type === 'invoice.payment_failed') {
      await applyPaymentOutcome(tx, subscriptionId, false, event.created);
    } else if (
      subscriptionId &&
      (event.type === 'invoice.paid' || event.type === 'invoice.payment_succeeded')
    ) {
      await applyPaymentOutcome(tx, subscriptionId, true, event.created);
    }
    return 'applied';
  });
}
