import { createHash } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentGateway } from '../../src/domain/ports/payments.ts';
import { createLogger } from '../../src/logger.ts';
import { createStripeClient } from '../../src/payments/stripe/stripeClient.ts';
import { createStripeGateway } from '../../src/payments/stripe/stripeGateway.ts';
import {
  reconcilePendingCheckouts,
  startPaymentReconciliation,
} from '../../src/services/billing/reconcile.ts';
import { auth } from './billingApi.ts';
import {
  createHarness,
  deliverWebhook,
  type Harness,
  type SeededOrganization,
  seedOrganization,
} from './harness.ts';
import { event } from './stripeFixtures.ts';
import { type RecordedRequest, type StripeReply, startStripeServer } from './stripeServer.ts';

// Issue 11, real Stripe path: when a webhook is late or lost, the same reconciliation as in test
// mode retrieves the subscription from Stripe — on every read of a pending checkout, and on start.

/** Stripe's side: each subscription as Stripe holds it now, changed by the tests as a browser would. */
const subscriptions = new Map<string, Record<string, unknown>>();
/** The checkouts start a minute ago: what is read from Stripe now is newer. */
const TRIAL_START = Math.floor(Date.now() / 1000) - 60;

function waitingSubscription(id: string, customer: string, organizationId: string) {
  return {
    id,
    object: 'subscription',
    customer,
    status: 'trialing',
    cancel_at_period_end: false,
    default_payment_method: null,
    pending_setup_intent: { id: `seti_${id}`, object: 'setup_intent', client_secret: `seti_${id}_secret_x` },
    latest_invoice: null,
    metadata: { organizationId },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${id}`,
          price: { id: 'price_1Starter', object: 'price', lookup_key: 'price_starter' },
          current_period_start: TRIAL_START,
          current_period_end: TRIAL_START + 14 * 86_400,
        },
      ],
    },
    trial_end: TRIAL_START + 14 * 86_400,
    created: TRIAL_START,
  };
}

const ok = (body: object): StripeReply => ({ status: 200, body });

function routes(req: RecordedRequest): StripeReply | undefined {
  if (req.method === 'GET' && req.path === '/v1/prices') {
    return ok({
      object: 'list',
      url: '/v1/prices',
      has_more: false,
      data: [{ id: 'price_1Starter', object: 'price' }],
    });
  }
  if (req.method === 'POST' && req.path === '/v1/customers') {
    return ok({ id: `cus_${req.form.get('metadata[organizationId]')}`, object: 'customer' });
  }
  if (req.method === 'POST' && req.path === '/v1/subscriptions') {
    // Stripe's idempotency: the same key gives the same subscription.
    const key = String(req.headers['idempotency-key']);
    const id = `sub_${createHash('sha256').update(key).digest('hex').slice(0, 16)}`;
    if (!subscriptions.has(id)) {
      const organizationId = req.form.get('metadata[organizationId]') ?? '';
      subscriptions.set(id, waitingSubscription(id, req.form.get('customer') ?? '', organizationId));
    }
    return ok(subscriptions.get(id) ?? {});
  }
  const id = /^\/v1\/subscriptions\/(sub_\w+)$/.exec(req.path)?.[1];
  const subscription = id ? subscriptions.get(id) : undefined;
  if (req.method === 'GET' && subscription) {
    const expand = [...req.query.getAll('expand[]'), ...req.query.getAll('expand[0]')];
    if (!expand.includes('default_payment_method') || !subscription.default_payment_method)
      return ok(subscription);
    return ok({
      ...subscription,
      default_payment_method: {
        id: subscription.default_payment_method,
        object: 'payment_method',
        card: { brand: 'visa', last4: '4242' },
      },
    });
  }
  return undefined;
}

/** The browser confirmed the card with Stripe.js: Stripe's subscription has it, no webhook is sent. */
function stripeAcceptsCard(subscriptionId: string) {
  const subscription = subscriptions.get(subscriptionId);
  if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
  subscriptions.set(subscriptionId, {
    ...subscription,
    default_payment_method: `pm_${subscriptionId}`,
    pending_setup_intent: null,
  });
}

/** Stripe gave up on a checkout whose card never came. */
function stripeExpires(subscriptionId: string) {
  const subscription = subscriptions.get(subscriptionId);
  subscriptions.set(subscriptionId, {
    ...subscription,
    status: 'incomplete_expired',
    pending_setup_intent: null,
  });
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

async function startCheckout(org: SeededOrganization): Promise<string> {
  const created = await request(harness.app)
    .post('/api/billing/create-subscription')
    .set(auth(org.adminToken));
  expect(created.status).toBe(201);
  expect(
    await harness.prisma.subscription.findUniqueOrThrow({
      where: { stripeSubscriptionId: created.body.subscriptionId },
    }),
  ).toMatchObject({ status: 'incomplete' });
  return created.body.subscriptionId;
}

const planOf = async (org: SeededOrganization) =>
  (await harness.prisma.organization.findUniqueOrThrow({ where: { id: org.organizationId } }))
    .subscriptionType;
const retrievals = (subscriptionId: string) =>
  stripe.requests.filter((req) => req.method === 'GET' && req.path === `/v1/subscriptions/${subscriptionId}`)
    .length;

/** Waits until the clock's next whole second: events and snapshots are dated in seconds. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 5));

describe('Stripe checkouts whose webhook is late or lost', () => {
  it('are finished on read from the subscription Stripe holds, and the late webhook changes nothing', async () => {
    const org = await seedOrganization(harness.prisma);
    const subscriptionId = await startCheckout(org);
    stripeAcceptsCard(subscriptionId);
    const before = retrievals(subscriptionId);

    const read = await request(harness.app).get('/api/billing/subscription').set(auth(org.memberToken));
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      status: 'trialing',
      standing: 'trialing',
      card: { brand: 'visa', last4: '4242' },
    });
    expect(await planOf(org)).toBe('premium');
    expect(retrievals(subscriptionId)).toBeGreaterThan(before);

    // The webhook of the checkout's creation, delivered only now: older than what was read.
    const late = event(
      'customer.subscription.created',
      waitingSubscription(subscriptionId, `cus_${org.organizationId}`, org.organizationId),
      TRIAL_START,
    );
    expect((await deliverWebhook(harness.app, late)).status).toBe(200);
    const after = await request(harness.app).get('/api/billing/subscription').set(auth(org.memberToken));
    expect(after.body).toMatchObject({ status: 'trialing', card: { last4: '4242' } });
    expect(await planOf(org)).toBe('premium');
  });

  it('are finished on start without any read: the accepted one Premium, the expired one free to start again', async () => {
    const accepted = await seedOrganization(harness.prisma);
    const expired = await seedOrganization(harness.prisma);
    const acceptedId = await startCheckout(accepted);
    const expiredId = await startCheckout(expired);
    stripeAcceptsCard(acceptedId);
    stripeExpires(expiredId);

    const stop = startPaymentReconciliation(
      { prisma: harness.prisma, gateway: harness.gateway },
      createLogger('silent'),
    );
    try {
      await expect.poll(() => planOf(accepted), { timeout: 20_000 }).toBe('premium');
      await expect
        .poll(
          async () =>
            (
              await harness.prisma.subscription.findUniqueOrThrow({
                where: { stripeSubscriptionId: expiredId },
              })
            ).status,
          { timeout: 20_000 },
        )
        .toBe('incomplete_expired');
    } finally {
      stop();
    }
    expect(await planOf(expired)).toBe('free');
    const again = await request(harness.app)
      .post('/api/billing/create-subscription')
      .set(auth(expired.adminToken));
    expect(again.status).toBe(201);
    expect(again.body.subscriptionId).not.toBe(expiredId);
  });
  it('a checkout started again after Stripe accepted the card records the card and answers already Premium', async () => {
    const org = await seedOrganization(harness.prisma);
    const subscriptionId = await startCheckout(org);
    stripeAcceptsCard(subscriptionId);

    const again = await request(harness.app)
      .post('/api/billing/create-subscription')
      .set(auth(org.adminToken));
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_premium');
    const read = await request(harness.app).get('/api/billing/subscription').set(auth(org.memberToken));
    expect(read.body).toMatchObject({ status: 'trialing', card: { brand: 'visa', last4: '4242' } });
  });

  it('a read older than an event applied meanwhile does not overwrite it', async () => {
    const org = await seedOrganization(harness.prisma);
    const subscriptionId = await startCheckout(org);
    const stripeGateway = harness.gateway;
    const slowRead: PaymentGateway = {
      ...stripeGateway,
      async retrieveSubscription(id) {
        const stale = await stripeGateway.retrieveSubscription(id);
        // While this read is on its way back, the card is accepted and its webhook applied, a second
        // later; the stale answer arrives another second later.
        await nextSecond();
        stripeAcceptsCard(subscriptionId);
        const accepted = event(
          'customer.subscription.updated',
          subscriptions.get(subscriptionId) ?? {},
          Math.floor(Date.now() / 1000),
        );
        expect((await deliverWebhook(harness.app, accepted)).status).toBe(200);
        await nextSecond();
        return stale;
      },
    };
    await reconcilePendingCheckouts({ prisma: harness.prisma, gateway: slowRead }, org.organizationId);
    expect(await planOf(org)).toBe('premium');
  });
});
