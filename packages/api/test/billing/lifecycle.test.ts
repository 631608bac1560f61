import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { auth, useBillingApi } from './billingApi.ts';

const billing = useBillingApi();

describe('cancel and resume', () => {
  it('cancels at period end and resumes, keeping Premium meanwhile', async () => {
    const org = await billing.premiumOrganization();
    const canceled = await request(billing.app()).post('/api/billing/cancel').set(auth(org.adminToken));
    expect(canceled.status).toBe(200);
    expect(canceled.body).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: true });
    expect(await billing.planOf(org)).toBe('premium');

    const resumed = await request(billing.app()).post('/api/billing/resume').set(auth(org.adminToken));
    expect(resumed.body).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: false });
  });

  it('is for admins only, and needs a subscription', async () => {
    const org = await billing.premiumOrganization();
    expect((await request(billing.app()).post('/api/billing/cancel').set(auth(org.memberToken))).status).toBe(
      403,
    );
    expect((await request(billing.app()).post('/api/billing/resume').set(auth(org.memberToken))).status).toBe(
      403,
    );
    const free = await billing.seed();
    const none = await request(billing.app()).post('/api/billing/cancel').set(auth(free.adminToken));
    expect(none.status).toBe(404);
    expect(none.body.error.code).toBe('no_subscription');
  });

  it('ends the subscription at period end: canceled, and the organization is free again', async () => {
    const org = await billing.premiumOrganization();
    await request(billing.app()).post('/api/billing/cancel').set(auth(org.adminToken));
    const ended = await billing.advance(org, 15);
    expect(ended.status).toBe(200);
    expect(ended.body.status).toBe('canceled');
    expect(await billing.planOf(org)).toBe('free');
    expect(await billing.invoicesOf(org)).toHaveLength(1);
  });
});

describe('test clock', () => {
  it('ends the trial with a charged invoice, then renews monthly, newest invoice first', async () => {
    const org = await billing.premiumOrganization();
    const first = await billing.advance(org, 15);
    expect(first.body.status).toBe('active');
    const afterTrial = await billing.invoicesOf(org);
    expect(afterTrial).toHaveLength(2);
    expect(afterTrial[0]).toMatchObject({ status: 'paid', amount: 4900, currency: 'usd', cardLast4: '4242' });

    await billing.advance(org, 31);
    const invoices = await billing.invoicesOf(org);
    expect(invoices).toHaveLength(3);
    expect(invoices.map((invoice: { amount: number }) => invoice.amount)).toEqual([4900, 4900, 0]);
    const paidAt = invoices.map((invoice: { paidAt: string }) => Date.parse(invoice.paidAt));
    expect(paidAt[0]).toBeGreaterThan(paidAt[1]);
    const subscription = await billing.subscriptionOf(org);
    expect(Date.parse(subscription.currentPeriodEnd)).toBeGreaterThan(Date.now() + 40 * 86_400_000);
  });

  it('fails a renewal into past_due, and a later successful attempt makes it active', async () => {
    const org = await billing.premiumOrganization();
    const failed = await billing.advance(org, 15, { fail: true });
    expect(failed.body.status).toBe('past_due');
    expect(await billing.planOf(org)).toBe('premium');
    expect((await billing.invoicesOf(org))[0]).toMatchObject({ status: 'open', amount: 4900, paidAt: null });

    const recovered = await billing.advance(org, 1);
    expect(recovered.body.status).toBe('active');
    const invoices = await billing.invoicesOf(org);
    expect(invoices).toHaveLength(2);
    expect(invoices[0].status).toBe('paid');
  });

  it('cancels a trial whose card never came', async () => {
    const org = await billing.seed();
    await request(billing.app()).post('/api/billing/create-subscription').set(auth(org.adminToken));
    const ended = await billing.advance(org, 15);
    expect(ended.body.status).toBe('canceled');
    expect(await billing.planOf(org)).toBe('free');
    const again = await request(billing.app())
      .post('/api/billing/create-subscription')
      .set(auth(org.adminToken));
    expect(again.status).toBe(201);
  });

  it('is for admins, validates days, and needs a subscription', async () => {
    const org = await billing.premiumOrganization();
    expect(
      (
        await request(billing.app())
          .post('/api/billing/test-mode/advance')
          .set(auth(org.memberToken))
          .send({ days: 1 })
      ).status,
    ).toBe(403);
    expect((await billing.advance(org, 0)).status).toBe(400);
    const free = await billing.seed();
    expect((await billing.advance(free, 1)).status).toBe(404);
  });
});
