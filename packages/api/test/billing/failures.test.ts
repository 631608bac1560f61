import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedTestGateway } from '../../src/composePayments.ts';
import type { PrismaClient } from '../../src/db.ts';
import { GatewayUnavailableError, type PaymentGateway } from '../../src/domain/ports/payments.ts';
import { createTestGatewayContext } from '../../src/payments/testMode/context.ts';
import { createTestGateway } from '../../src/payments/testMode/testGateway.ts';
import { lockOrganizationBilling } from '../../src/services/billing/organizationLock.ts';
import { CURRENCY, PRICES } from '../../src/services/billing/prices.ts';
import { CARD_4242, createHarness, type Harness, seedOrganization } from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await createHarness();
});
afterAll(async () => harness.close());

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const createSubscription = (token: string) =>
  request(harness.app).post('/api/billing/create-subscription').set(auth(token));

/** The embedded gateway with its events queued in the outbox but not delivered yet (webhooks on their way). */
const undelivered = (prisma: PrismaClient) =>
  createTestGateway(
    createTestGatewayContext(prisma, async () => undefined, lockOrganizationBilling),
    {
      deliverDue: async () => 0,
      settle: async () => undefined,
    },
    { prices: PRICES, currency: CURRENCY },
  );

/** The embedded gateway as seen by a process that dies right after `step` reached the provider. */
function crashingAfter(prisma: PrismaClient, step: 'createCustomer' | 'createSubscription'): PaymentGateway {
  const gateway = undelivered(prisma);
  const crash = new Error('process crashed');
  if (step === 'createCustomer') {
    return {
      ...gateway,
      createCustomer: async (input) => {
        await gateway.createCustomer(input);
        throw crash;
      },
    };
  }
  return {
    ...gateway,
    createSubscription: async (input) => {
      await gateway.createSubscription(input);
      throw crash;
    },
  };
}

const unavailable = (gateway: PaymentGateway): PaymentGateway => ({
  ...gateway,
  createCustomer: async () => {
    throw new GatewayUnavailableError('connect ECONNREFUSED');
  },
});

describe('provider failures', () => {
  it('answers 502 JSON when the provider is down, writing nothing', async () => {
    const org = await seedOrganization(harness.prisma);
    harness.useGateway(unavailable(createEmbeddedTestGateway(harness.prisma)));
    const response = await createSubscription(org.adminToken);
    harness.useGateway(createEmbeddedTestGateway(harness.prisma));
    expect(response.status).toBe(502);
    expect(response.body.error).toMatchObject({
      code: 'payment_provider_unavailable',
      message: 'Unable to setup payment. Please try again.',
    });
    const organization = await harness.prisma.organization.findUniqueOrThrow({
      where: { id: org.organizationId },
    });
    expect(organization).toMatchObject({ stripeCustomerId: null, subscriptionType: 'free' });
    expect(await harness.prisma.subscription.count({ where: { organizationId: org.organizationId } })).toBe(
      0,
    );
  });

  it.each(['createCustomer', 'createSubscription'] as const)(
    'recovers from a crash right after %s: the retry reuses what the provider made',
    async (step) => {
      const org = await seedOrganization(harness.prisma);
      harness.useGateway(crashingAfter(harness.prisma, step));
      expect((await createSubscription(org.adminToken)).status).toBe(500);
      harness.useGateway(createEmbeddedTestGateway(harness.prisma));

      const retry = await createSubscription(org.adminToken);
      expect(retry.status).toBe(201);
      const providerObjects = await harness.prisma.testGatewayObject.groupBy({
        by: ['kind'],
        where: { organizationId: org.organizationId },
        _count: true,
      });
      const counts = Object.fromEntries(providerObjects.map((group) => [group.kind, group._count]));
      expect(counts).toMatchObject({ customer: 1, subscription: 1 });
      const subscriptions = await harness.prisma.subscription.findMany({
        where: { organizationId: org.organizationId },
      });
      expect(subscriptions.map((subscription) => subscription.stripeSubscriptionId)).toEqual([
        retry.body.subscriptionId,
      ]);

      const confirmed = await request(harness.app)
        .post('/api/billing/test-mode/confirm')
        .set(auth(org.adminToken))
        .send({ clientSecret: retry.body.clientSecret, card: CARD_4242 });
      expect(confirmed.body.subscription.status).toBe('trialing');
    },
  );

  it('does not start a second checkout when the card was accepted but its event is late', async () => {
    const org = await seedOrganization(harness.prisma);
    const first = await createSubscription(org.adminToken);
    // A gateway whose events are not delivered yet, as a webhook still on its way.
    harness.useGateway(undelivered(harness.prisma));
    const confirmed = await request(harness.app)
      .post('/api/billing/test-mode/confirm')
      .set(auth(org.adminToken))
      .send({ clientSecret: first.body.clientSecret, card: CARD_4242 });
    expect(confirmed.status).toBe(200);

    const again = await createSubscription(org.adminToken);
    harness.useGateway(createEmbeddedTestGateway(harness.prisma));
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_premium');
    expect(await harness.prisma.subscription.count({ where: { organizationId: org.organizationId } })).toBe(
      1,
    );
    const organization = await harness.prisma.organization.findUniqueOrThrow({
      where: { id: org.organizationId },
    });
    expect(organization.subscriptionType).toBe('premium');
  });

  it('reports test-mode endpoints as unavailable when payments go through Stripe', async () => {
    const org = await seedOrganization(harness.prisma);
    harness.useGateway({ ...createEmbeddedTestGateway(harness.prisma), mode: 'stripe', testMode: null });
    const confirm = await request(harness.app)
      .post('/api/billing/test-mode/confirm')
      .set(auth(org.adminToken))
      .send({ clientSecret: 'seti_x_secret_y', card: CARD_4242 });
    const advance = await request(harness.app)
      .post('/api/billing/test-mode/advance')
      .set(auth(org.adminToken))
      .send({ days: 1 });
    harness.useGateway(createEmbeddedTestGateway(harness.prisma));
    expect(confirm.status).toBe(404);
    expect(confirm.body.error.code).toBe('test_mode_only');
    expect(advance.status).toBe(404);
  });
});
