import { CARD_4242 } from '../../billing/harness.ts';
import { bearer, signUpUser } from '../../helpers/testApp.ts';
import type { Caller } from '../checkedCalls.ts';

/** Billing: checkout, invoices, cancel and resume, the test clock and the webhook. */
export async function billingCalls({ t, call }: Caller) {
  const admin = await signUpUser(t);
  const as = bearer(admin.token);
  await call(t.http().get('/api/billing/subscription').set(as));
  await call(t.http().get('/api/billing/invoices').set(as));
  await call(t.http().post('/api/billing/cancel').set(as));
  const created = await call(t.http().post('/api/billing/create-subscription').set(as));
  const { clientSecret } = created.body;
  await call(
    t
      .http()
      .post('/api/billing/test-mode/confirm')
      .set(as)
      .send({ clientSecret, card: { ...CARD_4242, number: '4000000000000002' } }),
  );
  await call(t.http().post('/api/billing/test-mode/confirm').set(as).send({ clientSecret, card: CARD_4242 }));
  await call(t.http().post('/api/billing/create-subscription').set(as));
  await call(t.http().get('/api/billing/subscription').set(as));
  await call(t.http().get('/api/billing/invoices').set(as));
  await call(t.http().post('/api/billing/cancel').set(as));
  await call(t.http().post('/api/billing/resume').set(as));
  await call(t.http().post('/api/billing/test-mode/advance').set(as).send({ days: 31 }));
  await call(t.http().post('/api/billing/test-mode/advance').set(as).send({ days: 0 }));
  await call(t.http().get('/api/billing/invoices'));
  await call(t.http().post('/api/billing/webhook').set('stripe-signature', 't=1,v1=x').send({}));
}
