import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Browser,
  completeCallback,
  follow,
  formAction,
  signUpThroughProvider,
  startAuthorization,
} from '../helpers/providerFlow.ts';
import { createTestApp, type TestApp, uniqueEmail } from '../helpers/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Signs in on the provider's screen in `browser` (which keeps the provider's session cookie). */
async function signIn(browser: Browser, email: string, password: string) {
  const start = await startAuthorization(browser, t, { redirectUri: null, prefillData: { email } });
  if (!('page' in start)) throw new Error('expected the sign-in screen');
  const done = await follow(
    browser,
    t,
    await browser.postForm(formAction(t, start.page.html), { email, password }),
  );
  if (!('callbackSearch' in done)) throw new Error(done.page.html);
  const session = await completeCallback(browser, t, done.callbackSearch);
  if (session.status !== 200) throw new Error(JSON.stringify(session.body));
  return session.body as typeof session.body & { idToken: string };
}

describe('sign-in and sign-out with the embedded provider', () => {
  it('asks for credentials when the person names an account, even with a live provider session', async () => {
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await signUpThroughProvider(t, { fullName: 'First Person', email: first, password: 'first-123' });
    await signUpThroughProvider(t, { fullName: 'Second Person', email: second, password: 'second-123' });
    const browser = new Browser();
    await signIn(browser, first, 'first-123');

    const named = await startAuthorization(browser, t, { redirectUri: null, prefillData: { email: second } });
    if (!('page' in named)) throw new Error('the first person’s provider session was reused');
    expect(named.page.html).toContain('<h1>Sign in</h1>');
    expect(named.page.html).toContain(`value="${second}"`);
    const wrong = await browser.postForm(formAction(t, named.page.html), {
      email: second,
      password: 'first-123',
    });
    expect(wrong.status).toBe(401);
  });

  it('ends the provider session through its end_session_endpoint, then asks for credentials again', async () => {
    const email = uniqueEmail('leaving');
    await signUpThroughProvider(t, { fullName: 'Leaving Person', email, password: 'leaving-123' });
    const browser = new Browser();
    const session = await signIn(browser, email, 'leaving-123');
    expect(session.idToken).toMatch(/^ey/);

    const asked = await browser.postJson(`${t.origin}/api/auth/end-session-url`, {
      idTokenHint: session.idToken,
    });
    expect(asked.status).toBe(200);
    const { url } = (await asked.json()) as { url: string };
    expect(url).toContain(`${t.origin}/oidc/session/end?`);
    expect(new URL(url).searchParams.get('post_logout_redirect_uri')).toBe(`${t.origin}/`);

    const confirm = await follow(browser, t, await browser.request(url));
    if (!('page' in confirm)) throw new Error('expected the sign-out page');
    expect(confirm.page.html).toContain('src="/oidc/assets/logout.js"');
    const action = formAction(t, confirm.page.html);
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.page.html)?.[1] ?? '';
    const ended = await browser.postForm(action, { xsrf, logout: 'yes' });
    expect(ended.status).toBe(303);
    expect(ended.headers.get('location')).toBe(`${t.origin}/`);

    const again = await startAuthorization(browser, t, { redirectUri: null });
    expect('page' in again && again.page.html).toContain('<h1>Sign in</h1>');
  });

  it('refuses a post-logout address that is not an app origin', async () => {
    const res = await t
      .http()
      .post('/api/auth/end-session-url')
      .send({ idTokenHint: 'x', postLogoutRedirectUri: 'https://evil.example/' });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('redirect_uri_not_allowed');
  });
});

describe('a token handed to /auth-callback (login CSRF)', () => {
  it('is a session only with the state of a sign-in this browser started', async () => {
    const email = uniqueEmail('victim');
    const { token } = await signUpThroughProvider(t, {
      fullName: 'Token Owner',
      email,
      password: 'token-123',
    });

    const stranger = new Browser();
    const noSignIn = await completeCallback(stranger, t, `?token=${token}`);
    expect(noSignIn.status).toBe(400);
    expect(noSignIn.body.error?.code).toBe('missing_transaction');

    const started = await stranger.postJson(`${t.origin}/api/auth/winauth-url`, { redirectUri: null });
    const state = new URL(((await started.json()) as { authUrl: string }).authUrl).searchParams.get('state');
    const foreignState = await completeCallback(stranger, t, `?token=${token}&state=forged`);
    expect(foreignState.status).toBe(400);
    expect(foreignState.body.error?.code).toBe('state_mismatch');

    await stranger.postJson(`${t.origin}/api/auth/winauth-url`, { redirectUri: null });
    const junk = await completeCallback(stranger, t, `?token=junk&state=${state}`);
    expect(junk.status).toBe(400);

    const restarted = await stranger.postJson(`${t.origin}/api/auth/winauth-url`, { redirectUri: null });
    const ownState = new URL(((await restarted.json()) as { authUrl: string }).authUrl).searchParams.get(
      'state',
    );
    const bound = await completeCallback(stranger, t, `?token=${token}&state=${ownState}`);
    expect(bound.status).toBe(200);
    expect(bound.body.user.email).toBe(email);
  });
});
