import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, deliverWebhook, type Harness, seedOrganization } from './harness.ts';
import { event, invoiceObject, subscriptionObject } from './stripeFixtures.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await createHarness();
});
afterAll(async () => harness.close());

const now = () => Math.floor(Date.now() / 1000);

const deliver = (payload: object, options: { secret?: string; timestamp?: number } = {}) =>
  deliverWebhook(harness.app, payload, options);

async function customerOrganization() {
  const org = await seedOrganization(harness.prisma);
  const customerId = `cus_${org.organizationId.slice(0, 8)}`;
  await harness.prisma.organization.update({
    where: { id: org.organizationId },
    data: { stripeCustomerId: customerId },
  });
  return { ...org, customerId, subscriptionId: `sub_${org.organizationId.slice(0, 8)}` };
}

const planOf = async (organizationId: string) =>
  (await harness.prisma.organization.findUniqueOrThrow({ where: { id: organizationId } })).subscriptionType;

describe('webhook signature', () => {
  it('accepts a valid signature and applies the event', async () => {
    const org = await customerOrganization();
    const created = event(
      'customer.subscription.created',
      subscriptionObject(org.subscriptionId, org.customerId, {
        status: 'active',
        defaultPaymentMethod: 'pm_1',
      }),
      now(),
    );
    const response = await deliver(created);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ received: true, outcome: 'applied' });
    expect(await planOf(org.organizationId)).toBe('premium');
    const row = await harness.prisma.subscription.findUniqueOrThrow({
      where: { stripeSubscriptionId: org.subscriptionId },
    });
    expect(row).toMatchObject({
      status: 'active',
      stripePriceId: 'price_starter',
      organizationId: org.organizationId,
    });
  });

  it('rejects a signature made with another secret, a stale one, and none at all', async () => {
    const org = await customerOrganization();
    const payload = event(
      'customer.subscription.created',
      subscriptionObject(org.subscriptionId, org.customerId, {
        status: 'active',
        defaultPaymentMethod: 'pm_1',
      }),
      now(),
    );
    const forged = await deliver(payload, { secret: 'whsec_someone_else' });
    expect(forged.status).toBe(400);
    expect(forged.body.error.code).toBe('invalid_signature');
    const stale = await deliver(payload, { timestamp: now() - 301 });
    expect(stale.status).toBe(400);
    const fromTheFuture = await deliver(payload, { timestamp: now() + 10 * 365 * 86_400 });
    expect(fromTheFuture.status).toBe(400);
    expect(fromTheFuture.body.error.code).toBe('invalid_signature');
    const pastInt32 = await deliver(payload, { timestamp: 2 ** 31 + 1 });
    expect(pastInt32.status).toBe(400);
    const unsigned = await request(harness.app)
      .post('/api/billing/webhook')
      .set('Content-Type', 'application/json')
      .send(payload);
    expect(unsigned.status).toBe(400);
    expect(await harness.prisma.paymentEvent.count({ where: { id: payload.id } })).toBe(0);
    expect(await planOf(org.organizationId)).toBe('free');
  });

  it('acknowledges event types it does not handle', async () => {
    const response = await deliver(event('customer.created', { id: 'cus_x', object: 'customer' }, now()));
    expect(response.status).toBe(200);
    expect(response.body.outcome).toBe('ignored');
  });

  it('answers 400 to a signed payload that is not an event', async () => {
    const response = await deliver({ hello: 'world' });
    expect(response.status).toBe(400);
  });
});

describe('idempotency and ordering', () => {
  it('applies an event delivered 10 times once: one state change, one invoice', async () => {
    const org = await customerOrganization();
    await deliver(
      event(
        'customer.subscription.created',
        subscriptionObject(org.subscriptionId, org.customerId, {
          status: 'active',
          defaultPaymentMethod: 'pm_1',
        }),
        now() - 10,
      ),
    );
    const paid = event(
      'invoice.paid',
      invoiceObject('in_once', org.subscriptionId, org.customerId, 'paid', now()),
      now(),
    );
    const outcomes: string[] = [];
    for (let delivery = 0; delivery < 5; delivery += 1) outcomes.push((await deliver(paid)).body.outcome);
    const concurrent = await Promise.all(Array.from({ length: 5 }, () => deliver(paid)));
    outcomes.push(...concurrent.map((response) => response.body.outcome));
    expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(9);
    expect(await harness.prisma.invoice.count({ where: { stripeInvoiceId: 'in_once' } })).toBe(1);
    expect(await harness.prisma.paymentEvent.count({ where: { id: paid.id } })).toBe(1);
  });

  it('ends in the right state when events arrive in reverse order', async () => {
    const org = await customerOrganization();
    const t = now() - 100;
    const subscription = (state: Parameters<typeof subscriptionObject>[2]) =>
      subscriptionObject(org.subscriptionId, org.customerId, state);
    const history = [
      event('customer.subscription.created', subscription({ status: 'trialing' }), t),
      event(
        'customer.subscription.updated',
        subscription({ status: 'trialing', defaultPaymentMethod: 'pm_1' }),
        t + 10,
      ),
      event(
        'invoice.finalized',
        invoiceObject('in_rev', org.subscriptionId, org.customerId, 'open', t + 20),
        t + 20,
      ),
      event(
        'invoice.paid',
        invoiceObject('in_rev', org.subscriptionId, org.customerId, 'paid', t + 20),
        t + 21,
      ),
      event(
        'customer.subscription.updated',
        subscription({ status: 'active', defaultPaymentMethod: 'pm_1', cancelAtPeriodEnd: true }),
        t + 30,
      ),
    ];
    for (const delivered of [...history].reverse()) expect((await deliver(delivered)).status).toBe(200);

    const row = await harness.prisma.subscription.findUniqueOrThrow({
      where: { stripeSubscriptionId: org.subscriptionId },
    });
    expect(row).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, lastEventAt: BigInt(t + 30) });
    const invoice = await harness.prisma.invoice.findUniqueOrThrow({ where: { stripeInvoiceId: 'in_rev' } });
    expect(invoice).toMatchObject({ status: 'paid', amount: 4900 });
    expect(await planOf(org.organizationId)).toBe('premium');

    await deliver(
      event(
        'customer.subscription.deleted',
        subscription({ status: 'canceled', defaultPaymentMethod: 'pm_1' }),
        t + 40,
      ),
    );
    await deliver(
      event(
        'customer.subscription.updated',
        subscription({ status: 'active', defaultPaymentMethod: 'pm_1' }),
        t + 35,
      ),
    );
    expect(await planOf(org.organizationId)).toBe('free');
  });

  it('marks the subscription past_due on a failed payment, active again once paid', async () => {
    const org = await customerOrganization();
    const t = now() - 100;
    await deliver(
      event(
        'customer.subscription.created',
        subscriptionObject(org.subscriptionId, org.customerId, {
          status: 'active',
          defaultPaymentMethod: 'pm_1',
        }),
        t,
      ),
    );
    await deliver(
      event(
        'invoice.payment_failed',
        invoiceObject('in_fail', org.subscriptionId, org.customerId, 'open', t + 5),
        t + 5,
      ),
    );
    const pastDue = await harness.prisma.subscription.findUniqueOrThrow({
      where: { stripeSubscriptionId: org.subscriptionId },
    });
    expect(pastDue.status).toBe('past_due');
    await deliver(
      event(
        'invoice.paid',
        invoiceObject('in_fail', org.subscriptionId, org.customerId, 'paid', t + 9),
        t + 9,
      ),
    );
    const active = await harness.prisma.subscription.findUniqueOrThrow({
      where: { stripeSubscriptionId: org.subscriptionId },
    });
    expect(active.status).toBe('active');
  });
});
