import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Browser,
  completeCallback,
  follow,
  formAction,
  signUpThroughProvider,
  startAuthorization,
} from '../helpers/providerFlow.ts';
import { anotherInstance, bearer, createTestApp, type TestApp, uniqueEmail } from '../helpers/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const callbackUri = () => `${t.origin}/auth-callback`;

describe('sign-up and sign-in through the embedded provider, over HTTP', () => {
  it('signs a new person up on the provider screen, prefilled, and gives a working session', async () => {
    const email = uniqueEmail('grace');
    const browser = new Browser();
    const start = await startAuthorization(browser, t, {
      redirectUri: callbackUri(),
      isRegistration: true,
      prefillData: { name: 'Grace Hopper', email },
    });
    if (!('page' in start)) throw new Error('expected the sign-up screen');
    expect(start.page.html).toContain('Create your account');
    expect(start.page.html).toContain(`value="${email}"`);
    expect(start.page.html).toContain('value="Grace Hopper"');
    expect(start.page.html).toMatch(/<label for="password">/);

    const done = await follow(
      browser,
      t,
      await browser.postForm(formAction(t, start.page.html), {
        fullName: 'Grace Hopper',
        email,
        password: 'cobol-forever',
      }),
    );
    if (!('callbackSearch' in done)) throw new Error(done.page.html);
    expect(done.callbackSearch).toMatch(/code=/);
    const session = await completeCallback(browser, t, done.callbackSearch);
    expect(session.status).toBe(200);
    expect(session.body.user).toMatchObject({
      email,
      firstName: 'Grace',
      lastName: 'Hopper',
      fullName: 'Grace Hopper',
    });

    const organization = await t.http().get('/api/user/organization').set(bearer(session.body.token));
    expect(organization.status).toBe(200);
    expect(organization.body.user).toMatchObject({ fullName: 'Grace Hopper', role: 'admin' });
    expect(organization.body.organization.subscriptionType).toBe('free');
  });

  it('signs an existing person in with their password; a wrong password shows the screen again', async () => {
    const email = uniqueEmail('alan');
    await signUpThroughProvider(t, { fullName: 'Alan Turing', email, password: 'enigma-1912' });

    const browser = new Browser();
    const start = await startAuthorization(browser, t, { redirectUri: null, prefillData: { email } });
    if (!('page' in start)) throw new Error('expected the sign-in screen');
    expect(start.page.html).toContain('<h1>Sign in</h1>');
    expect(start.page.html).toContain(`value="${email}"`);

    const wrong = await browser.postForm(formAction(t, start.page.html), { email, password: 'nope-nope' });
    expect(wrong.status).toBe(401);
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain('role="alert"');
    expect(wrongHtml).toContain('Invalid email or password.');

    const done = await follow(
      browser,
      t,
      await browser.postForm(formAction(t, wrongHtml), { email, password: 'enigma-1912' }),
    );
    if (!('callbackSearch' in done)) throw new Error(done.page.html);
    const session = await completeCallback(browser, t, done.callbackSearch);
    expect(session.status).toBe(200);
    expect(session.body.user.email).toBe(email);
    const validated = await t
      .http()
      .post('/api/auth/validate-winauth-token')
      .send({ token: session.body.token });
    expect(validated.status).toBe(200);
    expect(validated.body.user).toMatchObject({ email, firstName: 'Alan', lastName: 'Turing' });
  });

  it("takes the credentials typed on WinHub's /login once: JSON in, where to continue out", async () => {
    const email = uniqueEmail('once');
    await signUpThroughProvider(t, { fullName: 'Mary Jackson', email, password: 'wind-tunnel' });
    const browser = new Browser();
    const start = await startAuthorization(browser, t, { redirectUri: null, prefillData: { email } });
    if (!('page' in start)) throw new Error('expected the sign-in screen');
    const postFromLogin = (password: string) =>
      browser.request(formAction(t, start.page.html), {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email, password }).toString(),
      });

    const wrong = await postFromLogin('not-it');
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      error: { code: 'invalid_credentials', message: 'Invalid email or password.' },
    });

    const right = await postFromLogin('wind-tunnel');
    expect(right.status).toBe(200);
    const { location } = (await right.json()) as { location: string };
    expect(new URL(location).pathname).toMatch(/^\/oidc\/auth\/[^/]+$/);
    const done = await follow(browser, t, await browser.request(location));
    if (!('callbackSearch' in done)) throw new Error(done.page.html);
    const session = await completeCallback(browser, t, done.callbackSearch);
    expect(session.status).toBe(200);
    expect(session.body.user).toMatchObject({ email, fullName: 'Mary Jackson' });
  });

  it('refuses a sign-up with an email that already has an account', async () => {
    const email = uniqueEmail('dup');
    await signUpThroughProvider(t, { fullName: 'First Person', email, password: 'secret-one' });
    const browser = new Browser();
    const start = await startAuthorization(browser, t, { redirectUri: callbackUri(), isRegistration: true });
    if (!('page' in start)) throw new Error('expected the sign-up screen');
    const again = await browser.postForm(formAction(t, start.page.html), {
      fullName: 'Second Person',
      email,
      password: 'secret-two',
    });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('An account with this email already exists.');
  });

  it('signs in an account made by POST /api/create-account', async () => {
    const email = uniqueEmail('api');
    const created = await t.http().post('/api/create-account').send({
      email,
      fullName: 'Katherine Johnson',
      password: 'orbits-123',
      persona: 'empresa',
      organizationName: 'NASA Langley',
    });
    expect(created.status).toBe(201);
    const browser = new Browser();
    const start = await startAuthorization(browser, t, {
      redirectUri: callbackUri(),
      prefillData: { email },
    });
    if (!('page' in start)) throw new Error('expected the sign-in screen');
    const done = await follow(
      browser,
      t,
      await browser.postForm(formAction(t, start.page.html), { email, password: 'orbits-123' }),
    );
    if (!('callbackSearch' in done)) throw new Error(done.page.html);
    const session = await completeCallback(browser, t, done.callbackSearch);
    expect(session.body.user.id).toBe(created.body.user.id);
  });

  it('answers a replayed callback, a state mismatch and a provider error with 4xx and a code', async () => {
    const email = uniqueEmail('replay');
    await signUpThroughProvider(t, { fullName: 'Replay Person', email, password: 'replay-123' });
    const browser = new Browser();
    const start = await startAuthorization(browser, t, {
      redirectUri: callbackUri(),
      prefillData: { email },
    });
    if (!('page' in start)) throw new Error('expected the sign-in screen');
    const done = await follow(
      browser,
      t,
      await browser.postForm(formAction(t, start.page.html), { email, password: 'replay-123' }),
    );
    if (!('callbackSearch' in done)) throw new Error(done.page.html);
    const transactionCookie = browser.cookieHeader();

    const first = await t
      .http()
      .post('/api/auth/callback')
      .set('Cookie', transactionCookie)
      .send({ search: done.callbackSearch });
    expect(first.status).toBe(200);
    const replay = await t
      .http()
      .post('/api/auth/callback')
      .set('Cookie', transactionCookie)
      .send({ search: done.callbackSearch });
    expect(replay.status).toBe(400);
    expect(replay.body.error.code).toBe('missing_transaction');

    // the provider session lives on: a sign-in without a named account comes straight back
    const again = await startAuthorization(browser, t, { redirectUri: callbackUri() });
    if (!('callbackSearch' in again)) throw new Error('expected the provider session to be reused');
    const tampered = again.callbackSearch.replace(/state=[^&]+/, 'state=forged');
    const mismatch = await completeCallback(browser, t, tampered);
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error?.code).toBe('state_mismatch');

    const restarted = await browser.postJson(`${t.origin}/api/auth/winauth-url`, {
      redirectUri: callbackUri(),
    });
    const { authUrl } = (await restarted.json()) as { authUrl: string };
    const state = new URL(authUrl).searchParams.get('state') ?? '';
    const denied = await completeCallback(
      browser,
      t,
      `?error=access_denied&state=${state}&iss=${encodeURIComponent(t.config.identity.issuer)}`,
    );
    expect(denied.status).toBe(400);
    expect(denied.body.error?.code).toBe('access_denied');

    const noCookie = await t.http().post('/api/auth/callback').send({ search: done.callbackSearch });
    expect(noCookie.status).toBe(400);
    expect(noCookie.body.error.code).toBe('missing_transaction');
  });

  it('serves the files its screens load, and keeps its keys and state in the database across restarts', async () => {
    const files = {
      'screens.css': 'text/css',
      'inter-latin.woff2': 'font/woff2',
      'favicon.svg': 'image/svg+xml',
      'passkey.js': 'javascript',
      'webauthn-browser.js': 'javascript',
      'logout.js': 'javascript',
    };
    for (const [name, type] of Object.entries(files)) {
      const file = await fetch(`${t.origin}/oidc/assets/${name}`);
      expect({ name, status: file.status, type: file.headers.get('content-type') }).toEqual({
        name,
        status: 200,
        type: expect.stringContaining(type),
      });
      expect(file.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
      expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(0);
    }
    expect(await t.prisma.providerSecret.findUnique({ where: { id: 'embedded-provider' } })).not.toBeNull();
    expect(await t.prisma.providerRecord.count()).toBeGreaterThan(0);

    const session = await signUpThroughProvider(t, {
      fullName: 'Restart Person',
      email: uniqueEmail('restart'),
      password: 'restart-123',
    });
    const restarted = await anotherInstance(t);
    restarted.close();
    await expect(restarted.identity.verifier.verify(session.token)).resolves.toMatchObject({
      email: session.user.email,
    });
  });
});
