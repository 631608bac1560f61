import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type SignedUpUser, signUpUser, type TestApp } from '../helpers/testApp.ts';
import { CARD_4242 } from './harness.ts';

const WEBHOOK_SECRET = 'whsec_full_app';

let testApp: TestApp;
let admin: SignedUpUser;
beforeAll(async () => {
  testApp = await createTestApp({
    env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
    withBilling: true,
  });
  admin = await signUpUser(testApp);
});
afterAll(async () => testApp.close());

const planOf = async (userId: string) => {
  const membership = await testApp.prisma.membership.findFirstOrThrow({
    where: { userId },
    include: { organization: true },
  });
  return membership.organization.subscriptionType;
};

describe('billing in the real app, with no keys (embedded test mode)', () => {
  it('needs a bearer token', async () => {
    expect((await testApp.http().get('/api/billing/subscription')).status).toBe(401);
  });

  it('upgrades an admin with 4242 after a declined card, shows the invoice, cancels and resumes', async () => {
    const { user } = admin;
    const headers = bearer(admin.token);
    expect((await testApp.http().get('/api/billing/subscription').set(headers)).body.status).toBe('none');

    const created = await testApp.http().post('/api/billing/create-subscription').set(headers);
    expect(created.status).toBe(201);
    expect(created.body.mode).toBe('test');

    const declined = await testApp
      .http()
      .post('/api/billing/test-mode/confirm')
      .set(headers)
      .send({ clientSecret: created.body.clientSecret, card: { ...CARD_4242, number: '4000000000000002' } });
    expect(declined.status).toBe(402);
    expect(declined.body.error.message).toBe('Your card was declined.');
    expect(await planOf(user.id)).toBe('free');

    const confirmed = await testApp
      .http()
      .post('/api/billing/test-mode/confirm')
      .set(headers)
      .send({ clientSecret: created.body.clientSecret, card: CARD_4242 });
    expect(confirmed.status).toBe(200);
    expect(await planOf(user.id)).toBe('premium');

    const invoices = await testApp.http().get('/api/billing/invoices').set(headers);
    expect(invoices.body).toHaveLength(1);
    expect(invoices.body[0]).toMatchObject({ status: 'paid', currency: 'usd', cardLast4: '4242' });

    const canceled = await testApp.http().post('/api/billing/cancel').set(headers);
    expect(canceled.body.cancelAtPeriodEnd).toBe(true);
    const resumed = await testApp.http().post('/api/billing/resume').set(headers);
    expect(resumed.body.cancelAtPeriodEnd).toBe(false);
  });

  it('takes webhooks on the raw body, before the JSON parser, checking the signature', async () => {
    const payload = JSON.stringify({
      id: 'evt_full_app',
      object: 'event',
      type: 'customer.created',
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: 'cus_x', object: 'customer' } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const accepted = await testApp
      .http()
      .post('/api/billing/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signature)
      .send(payload);
    expect(accepted.status).toBe(200);
    const forged = await testApp
      .http()
      .post('/api/billing/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signature.replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`))
      .send(payload);
    expect(forged.status).toBe(400);
  });
});
