import { timingSafeEqual } from 'node:crypto';
import type { TestCard } from '../../contract/billing.ts';
import {
  CardDeclinedError,
  type CreatedSubscription,
  type CustomerInput,
  type PaymentGateway,
  type SubscriptionInput,
  UnknownClientSecretError,
} from '../gateway.ts';
import { CURRENCY, PRICES } from '../prices.ts';
import { checkTestCard } from './cards.ts';
import { idFromKey, randomId, type TestGatewayContext } from './context.ts';
import {
  type TestCustomer,
  type TestInvoice,
  type TestPaymentMethod,
  type TestSetupIntent,
  type TestSubscription,
  testCustomerSchema,
  testPaymentMethodSchema,
  testSetupIntentSchema,
  testSubscriptionSchema,
} from './objects.ts';
import { advanceSubscription } from './testClock.ts';

const DAY = 86_400;

const sameSecret = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** An embedded stand-in for Stripe test mode, keeping its objects in the database. */
export function createTestGateway(context: TestGatewayContext): PaymentGateway {
  const { store } = context;

  async function subscriptionOrThrow(id: string): Promise<TestSubscription> {
    const subscription = await store.find(id, testSubscriptionSchema);
    if (!subscription) throw new Error(`No test-mode subscription ${id}`);
    return subscription;
  }

  const clockOf = (subscription: TestSubscription) => context.nowSeconds() + subscription.test_clock_offset;

  async function setupIntentOf(subscription: TestSubscription): Promise<TestSetupIntent | null> {
    return subscription.pending_setup_intent
      ? store.find(subscription.pending_setup_intent, testSetupIntentSchema)
      : null;
  }

  async function confirm(input: { organizationId: string; clientSecret: string; card: TestCard }) {
    const setupIntentId = /^(seti_test_[0-9a-f]+)_secret_[0-9a-f]+$/.exec(input.clientSecret)?.[1];
    const intent = setupIntentId ? await store.find(setupIntentId, testSetupIntentSchema) : null;
    const subscription = intent ? await store.find(intent.subscription, testSubscriptionSchema) : null;
    if (
      !intent ||
      !subscription ||
      !sameSecret(intent.client_secret, input.clientSecret) ||
      subscription.metadata.organizationId !== input.organizationId ||
      subscription.status === 'canceled'
    ) {
      throw new UnknownClientSecretError();
    }
    if (intent.status === 'succeeded') return subscription;

    const now = clockOf(subscription);
    const check = checkTestCard(input.card, new Date(now * 1000));
    if (!check.ok) {
      const failed: TestSetupIntent = {
        ...intent,
        last_setup_error: { code: check.code, message: check.message },
      };
      await store.save(failed, 'setup_intent', input.organizationId);
      await context.emit('setup_intent.setup_failed', failed, now);
      throw new CardDeclinedError(check.message, check.code);
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
    await store.save(paymentMethod, 'payment_method', input.organizationId);
    await store.save(trialInvoice, 'invoice', input.organizationId);
    await store.save(succeeded, 'setup_intent', input.organizationId);
    await store.save(confirmed, 'subscription', input.organizationId);
    await context.emit('setup_intent.succeeded', succeeded, now);
    await context.emit('customer.subscription.updated', confirmed, now);
    await context.emit(
      'invoice.finalized',
      { ...trialInvoice, status: 'open', status_transitions: { finalized_at: now, paid_at: null } },
      now,
    );
    await context.emit('invoice.paid', trialInvoice, now);
    return confirmed;
  }

  return {
    mode: 'test',

    async createCustomer(input: CustomerInput) {
      const id = idFromKey('cus', input.idempotencyKey);
      if (!(await store.find(id, testCustomerSchema))) {
        const customer: TestCustomer = {
          id,
          object: 'customer',
          name: input.name,
          email: input.email,
          metadata: { organizationId: input.organizationId },
          created: context.nowSeconds(),
        };
        await store.save(customer, 'customer', input.organizationId);
      }
      return { customerId: id };
    },

    async createSubscription(input: SubscriptionInput): Promise<CreatedSubscription> {
      const id = idFromKey('sub', input.idempotencyKey);
      const existing = await store.find(id, testSubscriptionSchema);
      if (existing) {
        // A retried request: deliver the creation event again (same id, so applied at most once).
        await context.emit(
          'customer.subscription.created',
          existing,
          existing.created,
          `evt_test_created_${id}`,
        );
        const intent = await setupIntentOf(existing);
        if (!intent) throw new UnknownClientSecretError();
        return { subscription: existing, clientSecret: intent.client_secret };
      }
      const now = context.nowSeconds();
      const amount = PRICES[input.priceId].amount;
      if (amount === null) throw new Error(`${input.priceId} has no card price`);
      const setupIntentId = randomId('seti');
      const intent: TestSetupIntent = {
        id: setupIntentId,
        object: 'setup_intent',
        client_secret: `${setupIntentId}_secret_${randomId('x').slice(7)}`,
        customer: input.customerId,
        subscription: id,
        status: 'requires_payment_method',
        payment_method: null,
        last_setup_error: null,
        created: now,
      };
      const trialEnd = now + input.trialDays * DAY;
      const subscription: TestSubscription = {
        id,
        object: 'subscription',
        customer: input.customerId,
        status: 'trialing',
        cancel_at_period_end: false,
        canceled_at: null,
        ended_at: null,
        default_payment_method: null,
        pending_setup_intent: intent.id,
        latest_invoice: null,
        metadata: { organizationId: input.organizationId },
        items: {
          object: 'list',
          data: [
            {
              id: `si_${id.slice(4)}`,
              price: {
                id: input.priceId,
                lookup_key: input.priceId,
                unit_amount: amount,
                currency: CURRENCY,
              },
              current_period_start: now,
              current_period_end: trialEnd,
            },
          ],
        },
        trial_end: trialEnd,
        created: now,
        test_clock_offset: 0,
      };
      await store.save(intent, 'setup_intent', input.organizationId);
      await store.save(subscription, 'subscription', input.organizationId);
      await context.emit('customer.subscription.created', subscription, now, `evt_test_created_${id}`);
      return { subscription, clientSecret: intent.client_secret };
    },

    async pendingClientSecret(subscriptionId: string) {
      const subscription = await store.find(subscriptionId, testSubscriptionSchema);
      if (!subscription || subscription.status === 'canceled') return null;
      return (await setupIntentOf(subscription))?.client_secret ?? null;
    },

    async setCancelAtPeriodEnd(subscriptionId: string, cancelAtPeriodEnd: boolean) {
      const subscription = await subscriptionOrThrow(subscriptionId);
      if (subscription.status === 'canceled') return subscription;
      const updated: TestSubscription = { ...subscription, cancel_at_period_end: cancelAtPeriodEnd };
      await store.save(updated, 'subscription', subscription.metadata.organizationId);
      await context.emit('customer.subscription.updated', updated, clockOf(updated));
      return updated;
    },

    retrieveSubscription: subscriptionOrThrow,

    async cardOfSubscription(subscriptionId: string) {
      const subscription = await store.find(subscriptionId, testSubscriptionSchema);
      if (!subscription?.default_payment_method) return null;
      const method = await store.find(subscription.default_payment_method, testPaymentMethodSchema);
      return method ? method.card : null;
    },

    testMode: {
      confirm,
      advance: async ({ subscriptionId, days, fail }) =>
        advanceSubscription(context, await subscriptionOrThrow(subscriptionId), days, fail),
    },
  };
}
