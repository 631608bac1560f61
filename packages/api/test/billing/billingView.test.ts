import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_4242, createHarness, deliverWebhook, type Harness, seedOrganization } from './harness.ts';
import { event, invoiceObject, subscriptionObject } from './stripeFixtures.ts';

// What the billing page shows (issue 13): plan and size band, amount and interval in USD, trial end,
// card, next charge, one standing per status, and invoice rows in plain words.

let harness: Harness;
beforeAll(async () => {
  harness = await createHarness();
});
afterAll(async () => harness.close());

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });
const DAY_MS = 86_400_000;

async function premium(employees: string) {
  const org = await seedOrganization(harness.prisma, employees);
  const created = await request(harness.app)
    .post('/api/billing/create-subscription')
    .set(auth(org.adminToken));
  expect(created.status).toBe(201);
  const confirmed = await request(harness.app)
    .post('/api/billing/test-mode/confirm')
    .set(auth(org.adminToken))
    .send({ clientSecret: created.body.clientSecret, card: CARD_4242 });
  expect(confirmed.status).toBe(200);
  return { org, offer: created.body };
}

const subscriptionOf = async (token: string) =>
  (await request(harness.app).get('/api/billing/subscription').set(auth(token))).body;
const invoicesOf = async (token: string) =>
  (await request(harness.app).get('/api/billing/invoices').set(auth(token))).body;

describe('billing in plain language, in USD', () => {
  it('offers the plan by size band, in USD a month', async () => {
    const starter = await premium('1-5');
    expect(starter.offer).toMatchObject({
      amount: 4900,
      currency: 'usd',
      plan: {
        priceId: 'price_starter',
        name: 'Starter',
        employees: '0–5',
        amount: 4900,
        currency: 'usd',
        interval: 'month',
      },
    });
    const business = await premium('6-15');
    expect(business.offer.plan).toMatchObject({ name: 'Business', employees: '6–15', amount: 6400 });
  });

  it('shows a trial: plan, trial end, card, next charge at the trial end; the trial invoice described', async () => {
    const { org } = await premium('1-5');
    const view = await subscriptionOf(org.memberToken);
    expect(view).toMatchObject({
      status: 'trialing',
      standing: 'trialing',
      plan: { name: 'Starter', employees: '0–5', amount: 4900, currency: 'usd', interval: 'month' },
      card: { brand: 'visa', last4: '4242' },
      cancelAtPeriodEnd: false,
    });
    const trialEnd = Date.parse(view.trialEnd);
    expect(Math.abs(trialEnd - (Date.now() + 14 * DAY_MS))).toBeLessThan(60_000);
    expect(view.nextCharge).toEqual({ date: view.trialEnd, amount: 4900, currency: 'usd' });

    const [trialInvoice] = await invoicesOf(org.memberToken);
    expect(trialInvoice).toMatchObject({
      description: 'Premium Starter (0–5 employees), 14-day free trial',
      amount: 0,
      currency: 'usd',
      status: 'paid',
      hostedInvoiceUrl: null,
    });
    expect(Math.abs(Date.parse(trialInvoice.date) - Date.now())).toBeLessThan(60_000);
  });

  it('says cancelling with no next charge, then canceled once the period ends', async () => {
    const { org } = await premium('1-5');
    const cancelling = await request(harness.app).post('/api/billing/cancel').set(auth(org.adminToken));
    expect(cancelling.body).toMatchObject({ standing: 'cancelling', nextCharge: null });
    const ended = await request(harness.app)
      .post('/api/billing/test-mode/advance')
      .set(auth(org.adminToken))
      .send({ days: 15 });
    expect(ended.body).toMatchObject({ status: 'canceled', standing: 'canceled', nextCharge: null });
  });

  it('says active after the trial and past_due after a failed renewal, with monthly invoices', async () => {
    const { org } = await premium('6-15');
    const active = await request(harness.app)
      .post('/api/billing/test-mode/advance')
      .set(auth(org.adminToken))
      .send({ days: 15 });
    expect(active.body).toMatchObject({ standing: 'active', nextCharge: { amount: 6400, currency: 'usd' } });
    const [renewal] = await invoicesOf(org.memberToken);
    expect(renewal).toMatchObject({
      description: 'Premium Business (6–15 employees), monthly',
      amount: 6400,
      currency: 'usd',
      status: 'paid',
    });
    expect(Date.parse(renewal.periodEnd)).toBeGreaterThan(Date.parse(renewal.periodStart));

    const failed = await request(harness.app)
      .post('/api/billing/test-mode/advance')
      .set(auth(org.adminToken))
      .send({ days: 31, fail: true });
    expect(failed.body).toMatchObject({ status: 'past_due', standing: 'past_due' });
  });

  it("links Stripe's hosted invoice page", async () => {
    const org = await seedOrganization(harness.prisma);
    const customerId = `cus_view_${org.organizationId.slice(0, 8)}`;
    const subscriptionId = `sub_view_${org.organizationId.slice(0, 8)}`;
    await harness.prisma.organization.update({
      where: { id: org.organizationId },
      data: { stripeCustomerId: customerId },
    });
    const created = Math.floor(Date.now() / 1000);
    const invoice = {
      ...invoiceObject('in_view_hosted', subscriptionId, customerId, 'paid', created),
      hosted_invoice_url: 'https://invoice.example.test/i/in_view_hosted',
    };
    const deliveries = [
      event(
        'customer.subscription.created',
        subscriptionObject(subscriptionId, customerId, { status: 'active', defaultPaymentMethod: 'pm_1' }),
        created,
      ),
      event('invoice.paid', invoice, created),
    ];
    for (const payload of deliveries) {
      expect((await deliverWebhook(harness.app, payload)).status).toBe(200);
    }
    const [row] = await invoicesOf(org.memberToken);
    expect(row).toMatchObject({
      hostedInvoiceUrl: 'https://invoice.example.test/i/in_view_hosted',
      description: 'Premium Starter (0–5 employees), monthly',
      amount: 4900,
      currency: 'usd',
    });
  });
});
