import type { PriceId } from '../../contract/billing.ts';
import type { PaymentOutbox } from '../../domain/ports/payments.ts';
import {
  type CreatedSubscription,
  type CustomerInput,
  type PaymentGateway,
  type SubscriptionInput,
  UnknownClientSecretError,
} from '../gateway.ts';
import { confirmSetupIntent } from './confirmSetupIntent.ts';
import {
  clockOf,
  idFromKey,
  randomHex,
  randomId,
  type TestGatewayContext,
  type TestGatewayUnit,
} from './context.ts';
import {
  idempotencyMarkerSchema,
  type TestCustomer,
  type TestSetupIntent,
  type TestSubscription,
  testCustomerSchema,
  testPaymentMethodSchema,
  testSetupIntentSchema,
  testSubscriptionSchema,
} from './objects.ts';
import { setupIntentOfSecret } from './setupIntentOfSecret.ts';
import type { TestObjectStore } from './store.ts';
import { advanceSubscription } from './testClock.ts';

const DAY = 86_400;

/** An embedded stand-in for Stripe test mode, keeping its objects in the database. */
async function subscriptionOrThrow(store: TestObjectStore, id: string): Promise<TestSubscription> {
  const subscription = await store.find(id, testSubscriptionSchema);
  if (!subscription) throw new Error(`No test-mode subscription ${id}`);
  return subscription;
}

async function setupIntentOf(store: TestObjectStore, subscription: TestSubscription) {
  return subscription.pending_setup_intent
    ? store.find(subscription.pending_setup_intent, testSetupIntentSchema)
    : null;
}

/** What the gateway sells, as Stripe's dashboard holds it: each price in minor units (null: none by card), one currency. */
export interface TestModeCatalogue {
  prices: Record<PriceId, { amount: number | null }>;
  currency: string;
}

export function createTestGateway(
  context: TestGatewayContext,
  outbox: PaymentOutbox,
  catalogue: TestModeCatalogue,
): PaymentGateway {
  const { store } = context;

  /** Runs `change` on the subscription's organization, reading the subscription under its lock. */
  async function changeSubscription<T>(
    subscriptionId: string,
    change: (unit: TestGatewayUnit, subscription: TestSubscription) => Promise<T>,
  ): Promise<T> {
    const { organizationId } = (await subscriptionOrThrow(store, subscriptionId)).metadata;
    return context.transact(organizationId, async (unit) =>
      change(unit, await subscriptionOrThrow(unit.store, subscriptionId)),
    );
  }

  return {
    mode: 'test',

    createCustomer: (input: CustomerInput) =>
      context.transact(input.organizationId, async ({ store }) => {
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
      }),

    createSubscription: (input: SubscriptionInput) =>
      context.transact(input.organizationId, async ({ store, emit }): Promise<CreatedSubscription> => {
        const id = idFromKey('sub', input.idempotencyKey);
        const existing = await store.find(id, testSubscriptionSchema);
        if (existing) {
          // A retried or parallel request: the first one's objects and events were committed together.
          const intent = await setupIntentOf(store, existing);
          if (!intent) throw new UnknownClientSecretError();
          return { subscription: existing, clientSecret: intent.client_secret };
        }
        const now = context.nowSeconds();
        const amount = catalogue.prices[input.priceId].amount;
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
                  currency: catalogue.currency,
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
        await emit('customer.subscription.created', subscription, now, `evt_test_created_${id}`);
        return { subscription, clientSecret: intent.client_secret };
      }),

    async pendingClientSecret(subscriptionId: string) {
      const subscription = await store.find(subscriptionId, testSubscriptionSchema);
      if (!subscription || subscription.status === 'canceled') return null;
      return (await setupIntentOf(store, subscription))?.client_secret ?? null;
    },

    async setupIntentCustomer(clientSecret: string) {
      return (await setupIntentOfSecret(store, clientSecret))?.customer ?? null;
    },

    setCancelAtPeriodEnd: (subscriptionId: string, cancelAtPeriodEnd: boolean) =>
      changeSubscription(subscriptionId, async ({ store, emit }, subscription) => {
        if (subscription.status === 'canceled') return subscription;
        const updated: TestSubscription = { ...subscription, cancel_at_period_end: cancelAtPeriodEnd };
        await store.save(updated, 'subscription', subscription.metadata.organizationId);
        await emit('customer.subscription.updated', updated, clockOf(context, updated));
        return updated;
      }),

    retrieveSubscription: (subscriptionId: string) => subscriptionOrThrow(store, subscriptionId),

    async cardOfSubscription(subscriptionId: string) {
      const subscription = await store.find(subscriptionId, testSubscriptionSchema);
      if (!subscription?.default_payment_method) return null;
      const method = await store.find(subscription.default_payment_method, testPaymentMethodSchema);
      return method ? method.card : null;
    },

    testMode: {
      // One organization's read waits for its events another deliverer holds: never a half-applied view.
      deliverPendingEvents: async (organizationId) => {
        if (organizationId) await outbox.settle(organizationId);
        else await outbox.deliverDue();
      },
      confirm: (input) => confirmSetupIntent(context, input),
      advance: ({ subscriptionId, days, fail, idempotencyKey }) =>
        changeSubscription(subscriptionId, async (unit, subscription) => {
          if (idempotencyKey) {
            // Stripe's idempotency keys: the same key again (even in parallel) moves the clock once.
            const marker = { id: idFromKey('idem', `${subscriptionId}:${idempotencyKey}`) };
            if (await unit.store.find(marker.id, idempotencyMarkerSchema)) return subscription;
            await unit.store.save(marker, 'idempotency_key', subscription.metadata.organizationId);
          }
          return advanceSubscription(context, unit, subscription, days, fail);
        }),
    },
  };
}
