import type { TestCard } from '../../contract/billing.ts';
import { CardDeclinedError, UnknownClientSecretError } from '../gateway.ts';
import { checkTestCard } from './cards.ts';
import { clockOf, randomId, type TestGatewayContext, type TestGatewayUnit } from './context.ts';
import {
  type TestInvoice,
  type TestPaymentMethod,
  type TestSetupIntent,
  type TestSubscription,
  testSubscriptionSchema,
} from './objects.ts';
import { setupIntentOfSecret } from './setupIntentOfSecret.ts';
import type { TestObjectStore } from './store.ts';

interface Confirmation {
  clientSecret: string;
  card: TestCard;
}

/**
 * Confirms a checkout's setup intent with a card, as Stripe.js would: the card is checked like a
 * Stripe test card; on success only its brand and last 4 digits are kept, the subscription gets
 * its payment method, and the trial's zero-amount invoice is issued and paid.
 */
export async function confirmSetupIntent(
  context: TestGatewayContext,
  input: Confirmation,
): Promise<TestSubscription> {
  // Like Stripe, no organization is asked for (billing checked the caller's); the subscription's
  // metadata names the one whose lock and rows these are.
  const { subscription } = await confirmable(context.store, input.clientSecret);
  const outcome = await context.transact(subscription.metadata.organizationId, (unit) =>
    confirmUnderLock(context, unit, input),
  );
  // A refusal is recorded (and its event queued) before it is reported.
  if (outcome instanceof CardDeclinedError) throw outcome;
  return outcome;
}

/** The setup intent a secret names and its subscription, unless that subscription has ended. */
async function confirmable(store: TestObjectStore, clientSecret: string) {
  const intent = await setupIntentOfSecret(store, clientSecret);
  const subscription = intent ? await store.find(intent.subscription, testSubscriptionSchema) : null;
  if (!intent || !subscription || subscription.status === 'canceled') throw new UnknownClientSecretError();
  return { intent, subscription };
}

async function confirmUnderLock(
  context: TestGatewayContext,
  unit: TestGatewayUnit,
  input: Confirmation,
): Promise<TestSubscription | CardDeclinedError> {
  const { store } = unit;
  const { intent, subscription } = await confirmable(store, input.clientSecret);
  const { organizationId } = subscription.metadata;
  // Confirmed already (a parallel or repeated call): its effects and events were committed with it.
  if (intent.status === 'succeeded') return subscription;

  const now = clockOf(context, subscription);
  const check = checkTestCard(input.card, new Date(now * 1000));
  if (!check.ok) {
    const failed: TestSetupIntent = {
      ...intent,
      last_setup_error: { code: check.code, message: check.message },
    };
    await store.save(failed, 'setup_intent', organizationId);
    await unit.emit('setup_intent.setup_failed', failed, now);
    return new CardDeclinedError(check.message, check.code);
  }

  const paymentMethod: TestPaymentMethod = {
    id: randomId('pm'),
    object: 'payment_method',
    type: 'card',
    customer: subscription.customer,
    card: check.card,
    created: now,
  };
  const trialInvoice: TestInvoice = {
    id: randomId('in'),
    object: 'invoice',
    customer: subscription.customer,
    parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
    amount_due: 0,
    amount_paid: 0,
    currency: subscription.items.data[0].price.currency,
    status: 'paid',
    status_transitions: { finalized_at: now, paid_at: now },
    attempt_count: 0,
    due_date: null,
    next_payment_attempt: null,
    period_start: now,
    period_end: now,
    created: now,
  };
  const succeeded: TestSetupIntent = {
    ...intent,
    status: 'succeeded',
    payment_method: paymentMethod.id,
    last_setup_error: null,
  };
  const confirmed: TestSubscription = {
    ...subscription,
    default_payment_method: paymentMethod.id,
    pending_setup_intent: null,
    latest_invoice: trialInvoice.id,
  };
  await store.save(paymentMethod, 'payment_method', organizationId);
  await store.save(trialInvoice, 'invoice', organizationId);
  await store.save(succeeded, 'setup_intent', organizationId);
  await store.save(confirmed, 'subscription', organizationId);
  await unit.emit('setup_intent.succeeded', succeeded, now);
  await unit.emit('customer.subscription.updated', confirmed, now);
  await unit.emit(
    'invoice.finalized',
    { ...trialInvoice, status: 'open', status_transitions: { finalized_at: now, paid_at: null } },
    now,
  );
  await unit.emit('invoice.paid', trialInvoice, now);
  return confirmed;
}
