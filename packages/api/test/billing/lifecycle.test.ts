import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CARD_4242,
  createHarness,
  type Harness,
  type SeededOrganization,
  seedOrganization,
} from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await createHarness();
});
afterAll(async () => harness.close());

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function premiumOrganization(): Promise<SeededOrganization> {
  const org = await seedOrganization(harness.prisma);
  const created = await request(harness.app)
    .post('/api/billing/create-subscription')
    .set(auth(org.adminToken));
  const confirmed = await request(harness.app)
    .post('/api/billing/test-mode/confirm')
    .set(auth(org.adminToken))
    .send({ clientSecret: created.body.clientSecret, card: CARD_4242 });
  expect(confirmed.status).toBe(200);
  return org;
}

const advance = (org: SeededOrganization, days: number, fail = false) =>
  request(harness.app).post('/api/billing/test-mode/advance').set(auth(org.adminToken)).send({ days, fail });

const subscriptionOf = async (org: SeededOrganization) =>
  (await request(harness.app).get('/api/billing/subscription').set(auth(org.memberToken))).body;
const invoicesOf = async (org: SeededOrganization) =>
  (await request(harness.app).get('/api/billing/invoices').set(auth(org.memberToken))).body;
const planOf = async (org: SeededOrganization) =>
  (await harness.prisma.organization.findUniqueOrThrow({ where: { id: org.organizationId } }))
    .subscriptionType;

describe('cancel and resume', () => {
  it('cancels at period end and resumes, keeping Premium meanwhile', async () => {
    const org = await premiumOrganization();
    const canceled = await request(harness.app).post('/api/billing/cancel').set(auth(org.adminToken));
    expect(canceled.status).toBe(200);
    expect(canceled.body).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: true });
    expect(await planOf(org)).toBe('premium');

    const resumed = await request(harness.app).post('/api/billing/resume').set(auth(org.adminToken));
    expect(resumed.body).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: false });
  });

  it('is for admins only, and needs a subscription', async () => {
    const org = await premiumOrganization();
    expect((await request(harness.app).post('/api/billing/cancel').set(auth(org.memberToken))).status).toBe(
      403,
    );
    expect((await request(harness.app).post('/api/billing/resume').set(auth(org.memberToken))).status).toBe(
      403,
    );
    const free = await seedOrganization(harness.prisma);
    const none = await request(harness.app).post('/api/billing/cancel').set(auth(free.adminToken));
    expect(none.status).toBe(404);
    expect(none.body.error.code).toBe('no_subscription');
  });

  it('ends the subscription at period end: canceled, and the organization is free again', async () => {
    const org = await premiumOrganization();
    await request(harness.app).post('/api/billing/cancel').set(auth(org.adminToken));
    const ended = await advance(org, 15);
    expect(ended.status).toBe(200);
    expect(ended.body.status).toBe('canceled');
    expect(await planOf(org)).toBe('free');
    expect(await invoicesOf(org)).toHaveLength(1);
  });
});

describe('test clock', () => {
  it('ends the trial with a charged invoice, then renews monthly, newest invoice first', async () => {
    const org = await premiumOrganization();
    const first = await advance(org, 15);
    expect(first.body.status).toBe('active');
    const afterTrial = await invoicesOf(org);
    expect(afterTrial).toHaveLength(2);
    expect(afterTrial[0]).toMatchObject({ status: 'paid', amount: 4900, currency: 'brl', cardLast4: '4242' });

    await advance(org, 31);
    const invoices = await invoicesOf(org);
    expect(invoices).toHaveLength(3);
    expect(invoices.map((invoice: { amount: number }) => invoice.amount)).toEqual([4900, 4900, 0]);
    const paidAt = invoices.map((invoice: { paidAt: string }) => Date.parse(invoice.paidAt));
    expect(paidAt[0]).toBeGreaterThan(paidAt[1]);
    const subscription = await subscriptionOf(org);
    expect(Date.parse(subscription.currentPeriodEnd)).toBeGreaterThan(Date.now() + 40 * 86_400_000);
  });

  it('fails a renewal into past_due, and a later successful attempt makes it active', async () => {
    const org = await premiumOrganization();
    const failed = await advance(org, 15, true);
    expect(failed.body.status).toBe('past_due');
    expect(await planOf(org)).toBe('premium');
    expect((await invoicesOf(org))[0]).toMatchObject({ status: 'open', amount: 4900, paidAt: null });

    const recovered = await advance(org, 1);
    expect(recovered.body.status).toBe('active');
    const invoices = await invoicesOf(org);
    expect(invoices).toHaveLength(2);
    expect(invoices[0].status).toBe('paid');
  });

  it('cancels a trial whose card never came', async () => {
    const org = await seedOrganization(harness.prisma);
    await request(harness.app).post('/api/billing/create-subscription').set(auth(org.adminToken));
    const ended = await advance(org, 15);
    expect(ended.body.status).toBe('canceled');
    expect(await planOf(org)).toBe('free');
    const again = await request(harness.app)
      .post('/api/billing/create-subscription')
      .set(auth(org.adminToken));
    expect(again.status).toBe(201);
  });

  it('is for admins, validates days, and needs a subscription', async () => {
    const org = await premiumOrganization();
    expect(
      (
        await request(harness.app)
          .post('/api/billing/test-mode/advance')
          .set(auth(org.memberToken))
          .send({ days: 1 })
      ).status,
    ).toBe(403);
    expect((await advance(org, 0)).status).toBe(400);
    const free = await seedOrganization(harness.prisma);
    expect((await advance(free, 1)).status).toBe(404);
  });
});
