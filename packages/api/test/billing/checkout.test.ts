import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_4242, createHarness, type Harness, seedOrganization } from './harness.ts';

let harness: Harness;
beforeAll(async () => {
  harness = await createHarness();
});
afterAll(async () => harness.close());

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

async function startCheckout(token: string) {
  const response = await request(harness.app).post('/api/billing/create-subscription').set(auth(token));
  expect(response.status).toBe(201);
  return response.body as { clientSecret: string; subscriptionId: string };
}

const confirm = (token: string, clientSecret: string, card: object) =>
  request(harness.app).post('/api/billing/test-mode/confirm').set(auth(token)).send({ clientSecret, card });

async function planOf(organizationId: string) {
  const organization = await harness.prisma.organization.findUniqueOrThrow({ where: { id: organizationId } });
  return organization.subscriptionType;
}

describe('checkout in test mode', () => {
  it('answers 401 without a token', async () => {
    expect((await request(harness.app).get('/api/billing/subscription')).status).toBe(401);
  });

  it('shows status none for a free organization, with no invoices', async () => {
    const org = await seedOrganization(harness.prisma);
    const subscription = await request(harness.app)
      .get('/api/billing/subscription')
      .set(auth(org.memberToken));
    expect(subscription.status).toBe(200);
    expect(subscription.body).toEqual({
      status: 'none',
      standing: 'free',
      stripePriceId: null,
      plan: null,
      currentPeriodStart: null,
      currentPeriodEnd: null,
      trialEnd: null,
      cancelAtPeriodEnd: false,
      card: null,
      nextCharge: null,
    });
    const invoices = await request(harness.app).get('/api/billing/invoices').set(auth(org.memberToken));
    expect(invoices.body).toEqual([]);
  });

  it('creates an incomplete Premium subscription priced by size, with a 14-day trial', async () => {
    const small = await seedOrganization(harness.prisma, '1-5');
    const response = await request(harness.app)
      .post('/api/billing/create-subscription')
      .set(auth(small.adminToken));
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      mode: 'test',
      priceId: 'price_starter',
      amount: 4900,
      currency: 'usd',
      trialDays: 14,
    });
    expect(response.body.clientSecret).toMatch(/^seti_test_[0-9a-f]+_secret_[0-9a-f]+$/);
    const row = await harness.prisma.subscription.findUniqueOrThrow({
      where: { stripeSubscriptionId: response.body.subscriptionId },
    });
    expect(row.status).toBe('incomplete');
    expect(await planOf(small.organizationId)).toBe('free');

    const medium = await seedOrganization(harness.prisma, '6-15');
    const business = await request(harness.app)
      .post('/api/billing/create-subscription')
      .set(auth(medium.adminToken));
    expect(business.body).toMatchObject({ priceId: 'price_business', amount: 6400 });
  });

  it('reuses the checkout still waiting for its card', async () => {
    const org = await seedOrganization(harness.prisma);
    const first = await startCheckout(org.adminToken);
    const second = await startCheckout(org.adminToken);
    expect(second).toEqual(first);
    expect(await harness.prisma.subscription.count({ where: { organizationId: org.organizationId } })).toBe(
      1,
    );
    const organization = await harness.prisma.organization.findUniqueOrThrow({
      where: { id: org.organizationId },
    });
    expect(organization.stripeCustomerId).toMatch(/^cus_test_/);
  });

  it.each(['16-50', '16+', '200+', '1000+'])('sends %s employees to sales with 409', async (employees) => {
    const org = await seedOrganization(harness.prisma, employees);
    const response = await request(harness.app)
      .post('/api/billing/create-subscription')
      .set(auth(org.adminToken));
    expect(response.status).toBe(409);
    expect(response.body.error.code).toBe('contact_sales');
    expect(response.body.error.message).toMatch(/contact our sales team/);
    expect(await harness.prisma.subscription.count({ where: { organizationId: org.organizationId } })).toBe(
      0,
    );
  });

  it('refuses an organization that is already premium, and members', async () => {
    const premium = await seedOrganization(harness.prisma, '1-5', 'premium');
    const already = await request(harness.app)
      .post('/api/billing/create-subscription')
      .set(auth(premium.adminToken));
    expect(already.status).toBe(409);
    expect(already.body.error.code).toBe('already_premium');

    const org = await seedOrganization(harness.prisma);
    const byMember = await request(harness.app)
      .post('/api/billing/create-subscription')
      .set(auth(org.memberToken));
    expect(byMember.status).toBe(403);
  });

  it('upgrades with 4242…: trialing, premium, a paid invoice showing only brand and last 4', async () => {
    const org = await seedOrganization(harness.prisma);
    const { clientSecret } = await startCheckout(org.adminToken);
    const response = await confirm(org.adminToken, clientSecret, CARD_4242);
    expect(response.status).toBe(200);
    expect(response.body.subscription).toMatchObject({
      status: 'trialing',
      stripePriceId: 'price_starter',
      cancelAtPeriodEnd: false,
    });
    const { currentPeriodStart, currentPeriodEnd } = response.body.subscription;
    expect(Date.parse(currentPeriodEnd) - Date.parse(currentPeriodStart)).toBe(14 * 86_400_000);
    expect(await planOf(org.organizationId)).toBe('premium');

    const invoices = await request(harness.app).get('/api/billing/invoices').set(auth(org.memberToken));
    expect(invoices.body).toHaveLength(1);
    expect(invoices.body[0]).toMatchObject({
      status: 'paid',
      amount: 0,
      currency: 'usd',
      cardBrand: 'visa',
      cardLast4: '4242',
    });
    expect(invoices.body[0].paidAt).not.toBeNull();

    const stored = JSON.stringify(await harness.prisma.testGatewayObject.findMany());
    expect(stored).not.toContain('4242424242424242');
    expect(stored).not.toContain('"123"');

    const again = await request(harness.app)
      .post('/api/billing/create-subscription')
      .set(auth(org.adminToken));
    expect(again.status).toBe(409);
  });

  it.each([
    ['4000 0000 0000 0002', {}, 'Your card was declined.'],
    ['4000 0000 0000 9995', {}, 'Your card has insufficient funds.'],
    ['4000 0000 0000 0069', {}, 'Your card has expired.'],
    ['4000 0000 0000 0127', {}, "Your card's security code is incorrect."],
    ['4242 4242 4242 4242', { expYear: 2020 }, "Your card's expiration date is in the past."],
    ['4242 4242 4242 4242', { cvc: '12' }, "Your card's security code is invalid."],
    ['4242 4242 4242 4241', {}, 'Your card number is incorrect.'],
  ])('declines %s %o with 402 "%s" and the organization stays free', async (number, overrides, message) => {
    const org = await seedOrganization(harness.prisma);
    const { clientSecret } = await startCheckout(org.adminToken);
    const response = await confirm(org.adminToken, clientSecret, { ...CARD_4242, number, ...overrides });
    expect(response.status).toBe(402);
    expect(response.body.error).toMatchObject({ code: 'payment_failed', message });
    expect(await planOf(org.organizationId)).toBe('free');
    const subscription = await request(harness.app)
      .get('/api/billing/subscription')
      .set(auth(org.adminToken));
    expect(subscription.body.status).toBe('none');
    const invoices = await request(harness.app).get('/api/billing/invoices').set(auth(org.adminToken));
    expect(invoices.body).toEqual([]);

    const retry = await confirm(org.adminToken, clientSecret, CARD_4242);
    expect(retry.status).toBe(200);
    expect(await planOf(org.organizationId)).toBe('premium');
  });

  it("rejects another organization's client secret and malformed bodies", async () => {
    const owner = await seedOrganization(harness.prisma);
    const other = await seedOrganization(harness.prisma);
    const { clientSecret } = await startCheckout(owner.adminToken);
    const stolen = await confirm(other.adminToken, clientSecret, CARD_4242);
    expect(stolen.status).toBe(400);
    expect(stolen.body.error.code).toBe('invalid_client_secret');
    const malformed = await confirm(owner.adminToken, clientSecret, { number: '4242' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('validation_error');
  });
});
