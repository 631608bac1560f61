import { generate } from 'otplib';
import { linkToken, mailTo } from '../../helpers/mailbox.ts';
import { bearer, signUpUser } from '../../helpers/testApp.ts';
import type { Caller } from '../checkedCalls.ts';

/** The account page (profile, second factors, passkeys, sessions), recovery links and the embedded mailbox. */
export async function accountPageCalls({ t, call }: Caller) {
  const person = await signUpUser(t);
  const as = bearer(person.token);
  await call(t.http().get('/api/account').set(as));
  await call(t.http().get('/api/account'));
  await call(t.http().patch('/api/account/profile').set(as).send({ fullName: 'Renamed Person' }));
  await call(t.http().patch('/api/account/profile').set(as).send({ fullName: 'x' }));
  await call(t.http().post('/api/account/email-verification').set(as));
  const [mail] = await mailTo(t, person.email);
  const mailbox = await call(t.http().get('/api/mailbox'));
  await call(t.http().get(`/api/mailbox/${mailbox.body.messages[0].id}`));
  await call(t.http().get('/api/mailbox/00000000-0000-0000-0000-000000000000'));
  await call(
    t
      .http()
      .post('/api/account/verify-email')
      .send({ token: linkToken(mail!, '/verify-email') }),
  );
  await call(t.http().post('/api/account/verify-email').send({ token: 'used-or-unknown' }));
  await call(t.http().post('/api/account/email-verification').set(as));
  await call(t.http().post('/api/account/password-reset').send({ email: person.email }));
  await call(
    t.http().post('/api/account/password-reset/confirm').send({ token: 'unknown', password: 'new-password' }),
  );
  await call(t.http().post('/api/account/totp/setup').set(as));
  await call(t.http().post('/api/account/step-up').set(as).send({ password: 'wrong-password' }));
  await call(t.http().post('/api/account/step-up').set(as).send({ code: '12' }));
  await call(t.http().post('/api/account/step-up').set(as).send({ password: person.password }));
  const setup = await call(t.http().post('/api/account/totp/setup').set(as));
  await call(t.http().post('/api/account/totp/enable').set(as).send({ code: '12' }));
  await call(
    t
      .http()
      .post('/api/account/totp/enable')
      .set(as)
      .send({ code: await generate({ secret: setup.body.secret }) }),
  );
  await call(t.http().post('/api/account/totp/setup').set(as));
  await call(t.http().post('/api/account/recovery-codes').set(as).send({ password: 'wrong-password' }));
  await call(t.http().post('/api/account/recovery-codes').set(as).send({ password: person.password }));
  await call(t.http().post('/api/account/totp/disable').set(as).send({ password: person.password }));
  await call(t.http().post('/api/account/passkeys/options').set(as));
  await call(
    t
      .http()
      .post('/api/account/passkeys')
      .set(as)
      .send({ name: 'Key', response: { id: 'x' } }),
  );
  await call(
    t.http().post('/api/account/passkeys/unknown/remove').set(as).send({ password: person.password }),
  );
  const sessions = await call(t.http().get('/api/account/sessions').set(as));
  await call(t.http().get('/api/account/activity').set(as));
  await call(
    t
      .http()
      .post('/api/account/password')
      .set(as)
      .send({ currentPassword: person.password, newPassword: 'changed-password' }),
  );
  await call(t.http().post(`/api/account/sessions/${sessions.body.sessions[0].id}/sign-out`).set(as));
  const again = await signUpUser(t);
  await call(t.http().post('/api/account/sessions/sign-out-everywhere').set(bearer(again.token)));
}
