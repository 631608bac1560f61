import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createEmbeddedTestGateway } from '../../src/composePayments.ts';
import { auth, useBillingApi } from './billingApi.ts';
import { CARD_4242, type SeededOrganization } from './harness.ts';

// Any number of parallel identical calls has the effect of one (issue 11); parallel advances of the
// test clock without an Idempotency-Key are distinct requests: each applies, one after another.

const billing = useBillingApi();
const DAY_MS = 86_400_000;
const times = <T>(count: number, call: () => Promise<T>) => Promise.all(Array.from({ length: count }, call));

const gatewayObjects = (org: SeededOrganization, kind: string) =>
  billing.harness().prisma.testGatewayObject.count({ where: { organizationId: org.organizationId, kind } });

/** The next period's start, as Stripe (and the embedded gateway) count months: same day, next month. */
const addMonth = (ms: number) => {
  const date = new Date(ms);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.getTime();
};

describe('parallel identical calls', () => {
  it('10 create-subscription calls: one subscription, one setup intent, one client secret', async () => {
    const org = await billing.seed();
    const answers = await times(10, () =>
      request(billing.app()).post('/api/billing/create-subscription').set(auth(org.adminToken)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => answer.body.clientSecret)).size).toBe(1);
    expect(
      await billing.harness().prisma.subscription.count({ where: { organizationId: org.organizationId } }),
    ).toBe(1);
    expect(await gatewayObjects(org, 'subscription')).toBe(1);
    expect(await gatewayObjects(org, 'setup_intent')).toBe(1);
    expect(await gatewayObjects(org, 'customer')).toBe(1);
  });

  it('10 confirms of one client secret: one card, one paid trial invoice', async () => {
    const org = await billing.seed();
    const { clientSecret } = await billing.startCheckout(org);
    const answers = await times(10, () => billing.confirm(org, clientSecret));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    for (const answer of answers) expect(answer.body.subscription.status).toBe('trialing');
    expect(await gatewayObjects(org, 'payment_method')).toBe(1);
    expect(await gatewayObjects(org, 'invoice')).toBe(1);
    expect(await billing.invoicesOf(org)).toEqual([expect.objectContaining({ amount: 0, status: 'paid' })]);
  });

  it('3 advances with one Idempotency-Key: the clock moves once, one paid invoice for the period', async () => {
    const org = await billing.premiumOrganization();
    const answers = await times(3, () => billing.advance(org, 15, { idempotencyKey: 'advance-once' }));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const invoices = await billing.invoicesOf(org);
    expect(invoices.map((invoice: { amount: number }) => invoice.amount)).toEqual([4900, 0]);
    // one month after the trial's end (day 14), not three
    const periodEnd = Date.parse((await billing.subscriptionOf(org)).currentPeriodEnd);
    expect(periodEnd).toBeGreaterThan(Date.now() + 40 * DAY_MS);
    expect(periodEnd).toBeLessThan(Date.now() + 46 * DAY_MS);
  });

  it('10 advances without a key apply one after another: 150 days, each period paid once', async () => {
    const org = await billing.premiumOrganization();
    const trialEnd = Date.parse((await billing.subscriptionOf(org)).trialEnd);
    const clockEnd = Date.now() + 10 * 15 * DAY_MS;
    const answers = await times(10, () => billing.advance(org, 15));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));

    // Periods start at the trial's end and every month after it, up to the clock's new time.
    const periodStarts: number[] = [];
    for (let start = trialEnd; start <= clockEnd; start = addMonth(start)) periodStarts.push(start);
    const invoices: { amount: number; status: string; periodStart: string }[] = await billing.invoicesOf(org);
    expect(invoices.map(({ amount, status }) => ({ amount, status }))).toEqual([
      ...periodStarts.map(() => ({ amount: 4900, status: 'paid' })),
      { amount: 0, status: 'paid' },
    ]);
    const renewals = invoices.slice(0, -1).reverse();
    expect(renewals.map((invoice) => Date.parse(invoice.periodStart))).toEqual(periodStarts);
    const subscription = await billing.subscriptionOf(org);
    expect(subscription.status).toBe('active');
    expect(Date.parse(subscription.currentPeriodEnd)).toBe(addMonth(periodStarts.at(-1) ?? trialEnd));
  });

  it('a clock past 2038, advanced years more, renews every month with whole times', {
    timeout: 120_000,
  }, async () => {
    const in2040 = Math.floor(Date.UTC(2040, 0, 1) / 1000);
    const harness = billing.harness();
    harness.useGateway(createEmbeddedTestGateway(harness.prisma, () => in2040));
    try {
      const org = await billing.seed();
      const { clientSecret } = await billing.startCheckout(org);
      const confirmed = await billing.confirm(org, clientSecret, { ...CARD_4242, expYear: 2060 });
      expect(confirmed.status).toBe(200);
      for (let step = 0; step < 2; step += 1) {
        expect((await billing.advance(org, 400)).status).toBe(200);
      }
      const subscription = await billing.subscriptionOf(org);
      expect(subscription.status).toBe('active');
      // 800 days after 2040-01-01, plus the month being paid for
      const periodEnd = Date.parse(subscription.currentPeriodEnd);
      expect(periodEnd).toBeGreaterThan(Date.UTC(2042, 2, 10));
      expect(periodEnd).toBeLessThan(Date.UTC(2042, 3, 15));
      const paid = await harness.prisma.invoice.findMany({
        where: { organizationId: org.organizationId, amount: 4900 },
        orderBy: { periodStart: 'asc' },
      });
      expect(paid).toHaveLength(26);
      expect(paid[0]?.periodStart?.toISOString()).toBe('2040-01-15T00:00:00.000Z');
    } finally {
      harness.useGateway(createEmbeddedTestGateway(harness.prisma));
    }
  });
});
