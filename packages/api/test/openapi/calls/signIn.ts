import {
  Browser,
  completeCallback,
  follow,
  formAction,
  startAuthorization,
} from '../../helpers/providerFlow.ts';
import { redeemHandoff } from '../../helpers/serviceClient.ts';
import { bearer, signUpUser } from '../../helpers/testApp.ts';
import type { Caller } from '../checkedCalls.ts';

/** Sign-in through the provider, sign-out, token checks, a service's hand-off and its logouts. */
export async function signInCalls({ t, call, check }: Caller) {
  const user = await signUpUser(t);
  const browser = new Browser();
  await call(
    t
      .http()
      .post('/api/auth/winauth-url')
      .send({ redirectUri: `${t.origin}/auth-callback` }),
  );
  await call(t.http().post('/api/auth/winauth-url').send({ redirectUri: 'https://elsewhere.example/' }));
  await call(t.http().post('/api/auth/callback').send({ search: '?code=x' }));
  const start = await startAuthorization(browser, t, { redirectUri: `${t.origin}/auth-callback` });
  if (!('page' in start)) throw new Error('expected the sign-in screen');
  const done = await follow(
    browser,
    t,
    await browser.postForm(formAction(t, start.page.html), { email: user.email, password: user.password }),
  );
  if (!('callbackSearch' in done)) throw new Error('sign-in did not reach the callback');
  const callback = await completeCallback(browser, t, done.callbackSearch);
  check({ method: 'POST', path: '/api/auth/callback', ...callback });
  const idTokenHint = (callback.body as { idToken?: string }).idToken ?? '';
  await call(t.http().post('/api/auth/end-session-url').send({ idTokenHint }));
  await call(
    t
      .http()
      .post('/api/auth/end-session-url')
      .send({ idTokenHint, postLogoutRedirectUri: 'https://elsewhere.example/' }),
  );

  for (const path of ['/api/auth/validate-winauth-token', '/api/auth/validate-winauth']) {
    await call(t.http().post(path).send({ token: user.token }));
    await call(t.http().post(path).send({ token: 'not-a-token' }));
  }
  const handoff = await call(
    t.http().post('/api/auth/service-handoff').set(bearer(user.token)).send({ service: 'erp' }),
  );
  await call(t.http().post('/api/auth/service-handoff').send({ service: 'erp' }));
  const token = new URL(handoff.body.url).searchParams.get('token') ?? '';
  const redeemed = await call(redeemHandoff(t, 'erp', token));
  await call(redeemHandoff(t, 'erp', token));
  await call(redeemHandoff(t, 'erp', token, null));
  await call(t.http().get('/api/auth/service-session').set(bearer(redeemed.body.access_token)));
  await call(t.http().get('/api/auth/jwks'));
  await call(t.http().post('/api/auth/backchannel-logout').type('form').send({ logout_token: 'x.y.z' }));
  await call(
    t.http().get('/api/auth/frontchannel-logout').query({ iss: t.config.identity.issuer, sid: 'x' }),
  );
  await call(t.http().post('/api/auth/sign-out').set(bearer(user.token)));
  await call(t.http().get('/api/auth/service-session').set(bearer(redeemed.body.access_token)));
}
