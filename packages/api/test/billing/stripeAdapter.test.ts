import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CardDeclinedError, GatewayUnavailableError } from '../../src/domain/ports/payments.ts';
import { createStripeClient, STRIPE_API_VERSION } from '../../src/payments/stripe/stripeClient.ts';
import { createStripeGateway } from '../../src/payments/stripe/stripeGateway.ts';
import { createHarness, type Harness, seedOrganization } from './harness.ts';
import { type RecordedRequest, type StripeReply, startStripeServer } from './stripeServer.ts';

const subscription = (extra: object = {}) => ({
  id: 'sub_123',
  object: 'subscription',
  customer: 'cus_123',
  status: 'trialing',
  cancel_at_period_end: false,
  default_payment_method: null,
  pending_setup_intent: { id: 'seti_123', object: 'setup_intent', client_secret: 'seti_123_secret_abc' },
  latest_invoice: { id: 'in_123', object: 'invoice', confirmation_secret: null },
  metadata: {},
  items: {
    object: 'list',
    data: [
      {
        id: 'si_123',
        price: { id: 'price_1Starter', object: 'price', lookup_key: 'price_starter' },
        current_period_start: 1_800_000_000,
        current_period_end: 1_800_000_000 + 14 * 86_400,
      },
    ],
  },
  trial_end: 1_800_000_000 + 14 * 86_400,
  created: 1_790_000_000,
  ...extra,
});

/** One-off replies, by "METHOD /path", used by the next matching request only. */
const overrides = new Map<string, StripeReply>();

function routes(req: RecordedRequest): StripeReply | undefined {
  const key = `${req.method} ${req.path}`;
  const override = overrides.get(key);
  if (override) {
    overrides.delete(key);
    return override;
  }
  if (key === 'GET /v1/prices') {
    return {
      status: 200,
      body: {
        object: 'list',
        url: '/v1/prices',
        has_more: false,
        data: [{ id: 'price_1Starter', object: 'price', lookup_key: 'price_starter' }],
      },
    };
  }
  if (key === 'POST /v1/customers') {
    return {
      status: 200,
      body: { id: `cus_${req.form.get('metadata[organizationId]')}`, object: 'customer' },
    };
  }
  if (key === 'POST /v1/subscriptions') {
    const organizationId = req.form.get('metadata[organizationId]') ?? '';
    return {
      status: 200,
      body: subscription({ customer: req.form.get('customer'), metadata: { organizationId } }),
    };
  }
  if (key === 'GET /v1/setup_intents/seti_123') {
    return {
      status: 200,
      body: {
        id: 'seti_123',
        object: 'setup_intent',
        client_secret: 'seti_123_secret_abc',
        customer: 'cus_123',
      },
    };
  }
  if (key === 'POST /v1/subscriptions/sub_123') {
    return {
      status: 200,
      body: subscription({ cancel_at_period_end: req.form.get('cancel_at_period_end') === 'true' }),
    };
  }
  if (key === 'GET /v1/subscriptions/sub_123') {
    const expandsCard = req.query
      .getAll('expand[]')
      .concat(req.query.getAll('expand[0]'))
      .includes('default_payment_method');
    return {
      status: 200,
      body: expandsCard
        ? subscription({
            default_payment_method: {
              id: 'pm_1',
              object: 'payment_method',
              card: { brand: 'visa', last4: '4242' },
            },
          })
        : subscription(),
    };
  }
  return undefined;
}

let stripe: Awaited<ReturnType<typeof startStripeServer>>;
let harness: Harness;
beforeAll(async () => {
  stripe = await startStripeServer(routes);
  harness = await createHarness(() =>
    createStripeGateway(createStripeClient({ secretKey: 'sk_test_offline', ...stripe.options })),
  );
});
afterAll(async () => {
  await harness.close();
  await stripe.close();
});

const gateway = () =>
  createStripeGateway(createStripeClient({ secretKey: 'sk_test_offline', ...stripe.options }));
const last = (method: string, path: string) =>
  stripe.requests.filter((req) => req.method === method && req.path === path).at(-1);

describe('Stripe adapter (offline, against a recording server)', () => {
  it('creates the customer once with an idempotency key, then an incomplete trial subscription', async () => {
    const org = await seedOrganization(harness.prisma);
    const response = await request(harness.app)
      .post('/api/billing/create-subscription')
      .set('Authorization', `Bearer ${org.adminToken}`);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      mode: 'stripe',
      clientSecret: 'seti_123_secret_abc',
      subscriptionId: 'sub_123',
      priceId: 'price_starter',
    });

    const customer = last('POST', '/v1/customers');
    expect(customer?.headers['idempotency-key']).toBe(`winhub-customer-${org.organizationId}`);
    expect(customer?.headers['stripe-version']).toBe(STRIPE_API_VERSION);
    expect(customer?.headers.authorization).toBe('Bearer sk_test_offline');
    expect(customer?.form.get('metadata[organizationId]')).toBe(org.organizationId);

    const created = last('POST', '/v1/subscriptions');
    expect(created?.headers['idempotency-key']).toBe(
      `winhub-subscription-${org.organizationId}-price_starter-0`,
    );
    expect(Object.fromEntries(created?.form ?? [])).toMatchObject({
      customer: `cus_${org.organizationId}`,
      'items[0][price]': 'price_1Starter',
      payment_behavior: 'default_incomplete',
      trial_period_days: '14',
      'payment_settings[save_default_payment_method]': 'on_subscription',
      'trial_settings[end_behavior][missing_payment_method]': 'cancel',
      'expand[0]': 'latest_invoice.confirmation_secret',
      'expand[1]': 'pending_setup_intent',
    });
    expect(last('GET', '/v1/prices')?.query.get('lookup_keys[0]')).toBe('price_starter');

    const organization = await harness.prisma.organization.findUniqueOrThrow({
      where: { id: org.organizationId },
    });
    expect(organization).toMatchObject({
      stripeCustomerId: `cus_${org.organizationId}`,
      subscriptionType: 'free',
    });
    const row = await harness.prisma.subscription.findUniqueOrThrow({
      where: { stripeSubscriptionId: 'sub_123' },
    });
    expect(row).toMatchObject({ status: 'incomplete', stripePriceId: 'price_starter' });

    const customersBefore = stripe.requests.filter((req) => req.path === '/v1/customers').length;
    const again = await request(harness.app)
      .post('/api/billing/create-subscription')
      .set('Authorization', `Bearer ${org.adminToken}`);
    expect(again.body).toMatchObject({ clientSecret: 'seti_123_secret_abc', subscriptionId: 'sub_123' });
    expect(stripe.requests.filter((req) => req.path === '/v1/customers')).toHaveLength(customersBefore);

    // The browser confirmed the card with Stripe; the webhook has not come yet.
    overrides.set('GET /v1/subscriptions/sub_123', {
      status: 200,
      body: subscription({
        customer: `cus_${org.organizationId}`,
        default_payment_method: 'pm_1',
        pending_setup_intent: null,
      }),
    });
    const caughtUp = await request(harness.app)
      .get('/api/billing/subscription')
      .set('Authorization', `Bearer ${org.memberToken}`);
    expect(caughtUp.body).toMatchObject({ status: 'trialing', stripePriceId: 'price_starter' });
    const upgraded = await harness.prisma.organization.findUniqueOrThrow({
      where: { id: org.organizationId },
    });
    expect(upgraded.subscriptionType).toBe('premium');
  });

  it('answers 502 when Stripe fails, and writes no subscription', async () => {
    const org = await seedOrganization(harness.prisma);
    const down = {
      status: 400,
      body: { error: { type: 'invalid_request_error', message: 'No such price' } },
    };
    overrides.set('POST /v1/subscriptions', down);
    const response = await request(harness.app)
      .post('/api/billing/create-subscription')
      .set('Authorization', `Bearer ${org.adminToken}`);
    expect(response.status).toBe(502);
    expect(response.body.error.code).toBe('payment_provider_unavailable');
    expect(await harness.prisma.subscription.count({ where: { organizationId: org.organizationId } })).toBe(
      0,
    );
  });

  it('gives the first invoice payment secret when there is no setup intent', async () => {
    const immediate = subscription({
      status: 'incomplete',
      pending_setup_intent: null,
      latest_invoice: {
        id: 'in_1',
        object: 'invoice',
        confirmation_secret: { client_secret: 'pi_1_secret_xyz', type: 'payment_intent' },
      },
    });
    overrides.set('POST /v1/subscriptions', { status: 200, body: immediate });
    const created = await gateway().createSubscription({
      organizationId: 'org',
      customerId: 'cus_123',
      priceId: 'price_starter',
      trialDays: 14,
      idempotencyKey: 'k',
    });
    expect(created.clientSecret).toBe('pi_1_secret_xyz');
  });

  it('sets cancel_at_period_end and reads the card brand and last 4', async () => {
    const updated = await gateway().setCancelAtPeriodEnd('sub_123', true);
    expect(updated.cancel_at_period_end).toBe(true);
    expect(last('POST', '/v1/subscriptions/sub_123')?.form.get('cancel_at_period_end')).toBe('true');
    expect(await gateway().cardOfSubscription('sub_123')).toEqual({ brand: 'visa', last4: '4242' });
  });

  it("names the customer of a setup intent's client secret, and none for an unknown or altered one", async () => {
    expect(await gateway().setupIntentCustomer('seti_123_secret_abc')).toBe('cus_123');
    expect(await gateway().setupIntentCustomer('seti_123_secret_abd')).toBeNull();
    overrides.set('GET /v1/setup_intents/seti_404', {
      status: 404,
      body: {
        error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such setupintent' },
      },
    });
    expect(await gateway().setupIntentCustomer('seti_404_secret_abc')).toBeNull();
    expect(await gateway().setupIntentCustomer('pi_1_secret_xyz')).toBeNull();
  });

  it('turns a card error into CardDeclinedError and other failures into GatewayUnavailableError', async () => {
    overrides.set('POST /v1/customers', {
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
        },
      },
    });
    await expect(
      gateway().createCustomer({ organizationId: 'o', name: 'n', email: null, idempotencyKey: 'k2' }),
    ).rejects.toThrow(CardDeclinedError);
    overrides.set('POST /v1/subscriptions/sub_123', {
      status: 400,
      body: { error: { type: 'invalid_request_error', message: 'No such subscription' } },
    });
    await expect(gateway().setCancelAtPeriodEnd('sub_123', false)).rejects.toThrow(GatewayUnavailableError);
  });
});
