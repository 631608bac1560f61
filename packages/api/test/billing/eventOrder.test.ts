import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, deliverWebhook, type Harness, seedOrganization } from './harness.ts';
import { event, invoiceObject, type SubscriptionState, subscriptionObject } from './stripeFixtures.ts';

// Subscription events of the same `created` second resolve the same whatever their arrival order,
// and provider times past 2038 (int32 seconds) are kept whole.

let harness: Harness;
beforeAll(async () => {
  harness = await createHarness();
});
afterAll(async () => harness.close());

const deliver = (payload: object) => deliverWebhook(harness.app, payload);

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}

async function customerOrganization() {
  const org = await seedOrganization(harness.prisma);
  const key = org.organizationId.slice(0, 8);
  await harness.prisma.organization.update({
    where: { id: org.organizationId },
    data: { stripeCustomerId: `cus_order_${key}` },
  });
  return { ...org, customerId: `cus_order_${key}`, subscriptionId: `sub_order_${key}` };
}

/** Delivers the states (all dated `created`) in every order; returns each order's final record. */
async function outcomesOfEveryOrder(states: { type: string; state: SubscriptionState }[], created: number) {
  const outcomes: { status: string; plan: string; periodEnd: number | undefined }[] = [];
  for (const order of permutations(states)) {
    const org = await customerOrganization();
    for (const { type, state } of order) {
      const response = await deliver(
        event(type, subscriptionObject(org.subscriptionId, org.customerId, state), created),
      );
      expect(response.status).toBe(200);
    }
    const row = await harness.prisma.subscription.findUniqueOrThrow({
      where: { stripeSubscriptionId: org.subscriptionId },
    });
    const organization = await harness.prisma.organization.findUniqueOrThrow({
      where: { id: org.organizationId },
    });
    outcomes.push({
      status: row.status,
      plan: organization.subscriptionType,
      periodEnd: row.currentPeriodEnd?.getTime(),
    });
  }
  return outcomes;
}

describe('subscription events of the same second', () => {
  it('end in the same state whatever the order: a deletion is final', async () => {
    const created = Math.floor(Date.now() / 1000);
    const periodStart = created - 86_400;
    const outcomes = await outcomesOfEveryOrder(
      [
        { type: 'customer.subscription.created', state: { status: 'trialing', periodStart } },
        {
          type: 'customer.subscription.updated',
          state: { status: 'trialing', defaultPaymentMethod: 'pm_1', periodStart },
        },
        {
          type: 'customer.subscription.deleted',
          state: { status: 'canceled', defaultPaymentMethod: 'pm_1', periodStart },
        },
      ],
      created,
    );
    expect(outcomes).toHaveLength(6);
    for (const outcome of outcomes) expect(outcome).toMatchObject({ status: 'canceled', plan: 'free' });
  });

  it('end in the same state whatever the order: card saved, then renewed into the next period', async () => {
    const created = Math.floor(Date.now() / 1000);
    const periodStart = created - 20 * 86_400;
    const nextPeriod = periodStart + 14 * 86_400;
    const outcomes = await outcomesOfEveryOrder(
      [
        { type: 'customer.subscription.created', state: { status: 'trialing', periodStart } },
        {
          type: 'customer.subscription.updated',
          state: { status: 'trialing', defaultPaymentMethod: 'pm_1', periodStart },
        },
        {
          type: 'customer.subscription.updated',
          state: {
            status: 'active',
            defaultPaymentMethod: 'pm_1',
            periodStart: nextPeriod,
            periodEnd: nextPeriod + 30 * 86_400,
          },
        },
      ],
      created,
    );
    const expected = { status: 'active', plan: 'premium', periodEnd: (nextPeriod + 30 * 86_400) * 1000 };
    for (const outcome of outcomes) expect(outcome).toEqual(expected);
  });
});

describe('times past 2038', () => {
  it('applies events, periods and invoices dated after 2^31 seconds, and keeps their order', async () => {
    const org = await customerOrganization();
    const created = 2 ** 31 + 10 * 365 * 86_400; // 2048
    const periodStart = created - 86_400;
    const active = {
      status: 'active',
      defaultPaymentMethod: 'pm_1',
      periodStart,
      periodEnd: periodStart + 30 * 86_400,
    };
    expect(
      (
        await deliver(
          event(
            'customer.subscription.created',
            subscriptionObject(org.subscriptionId, org.customerId, active),
            created,
          ),
        )
      ).status,
    ).toBe(200);
    const invoice = invoiceObject('in_2048', org.subscriptionId, org.customerId, 'paid', created);
    expect((await deliver(event('invoice.paid', invoice, created))).status).toBe(200);
    // An older event (still past 2038) changes nothing.
    const older = { ...active, status: 'past_due' };
    await deliver(
      event(
        'customer.subscription.updated',
        subscriptionObject(org.subscriptionId, org.customerId, older),
        created - 60,
      ),
    );

    const view = (
      await request(harness.app)
        .get('/api/billing/subscription')
        .set({ Authorization: `Bearer ${org.memberToken}` })
    ).body;
    expect(view).toMatchObject({
      status: 'active',
      currentPeriodEnd: new Date((periodStart + 30 * 86_400) * 1000).toISOString(),
    });
    const row = await harness.prisma.subscription.findUniqueOrThrow({
      where: { stripeSubscriptionId: org.subscriptionId },
    });
    expect(row.lastEventAt).toBe(BigInt(created));
    const [listed] = (
      await request(harness.app)
        .get('/api/billing/invoices')
        .set({ Authorization: `Bearer ${org.memberToken}` })
    ).body;
    expect(listed.date).toBe(new Date(created * 1000).toISOString());
  });
});
