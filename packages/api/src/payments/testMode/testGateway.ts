import {
  type CreatedSubscription,
  type CustomerInput,
  type PaymentGateway,
  type SubscriptionInput,
  UnknownClientSecretError,
} from '../gateway.ts';
import { CURRENCY, PRICES } from '../prices.ts';
import { confirmSetupIntent } from './confirmSetupIntent.ts';
import { clockOf, idFromKey, randomHex, randomId, type TestGatewayContext } from './context.ts';
import {
  type TestCustomer,
  type TestSetupIntent,
  type TestSubscription,
  testCustomerSchema,
  testPaymentMethodSchema,
  testSetupIntentSchema,
  testSubscriptionSchema,
} from './objects.ts';
import { advanceSubscription } from './testClock.ts';

const DAY = 86_400;

/** An embedded stand-in for Stripe test mode, keeping its objects in the database. */
export function createTestGateway(context: TestGatewayContext): PaymentGateway {
  const { store } = context;

  async function subscriptionOrThrow(id: string): Promise<TestSubscription> {
    const subscription = await store.find(id, testSubscriptionSchema);
    if (!subscription) throw new Error(`No test-mode subscription ${id}`);
    return subscription;
  }

  async function setupIntentOf(subscription: TestSubscription): Promise<TestSetupIntent | null> {
    return subscription.pending_setup_intent
      ? store.find(subscription.pending_setup_intent, testSetupIntentSchema)
      : null;
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
        client_secret: `${setupIntentId}_secret_${randomHex()}`,
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
      await context.emit('customer.subscription.updated', updated, clockOf(context, updated));
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
      confirm: (input) => confirmSetupIntent(context, input),
      advance: async ({ subscriptionId, days, fail }) =>
        advanceSubscription(context, await subscriptionOrThrow(subscriptionId), days, fail),
    },
  };
}
