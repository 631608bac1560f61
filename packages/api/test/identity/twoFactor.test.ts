import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailTo } from '../helpers/mailbox.ts';
import { Browser, finishOnScreen, formAction, signInThroughProvider } from '../helpers/providerFlow.ts';
import { bearer, createTestApp, type SignedUpUser, signUpUser, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const account = (person: SignedUpUser) => ({
  get: (path: string) => t.http().get(`/api/account${path}`).set(bearer(person.token)),
  post: (path: string, body: object = {}) =>
    t.http().post(`/api/account${path}`).set(bearer(person.token)).send(body),
});

/** A code of the step after the last one accepted (a code is never accepted twice). */
const codeAt = (secret: string, stepsAhead: number) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

async function turnOnTotp(person: SignedUpUser) {
  expect((await account(person).post('/step-up', { password: person.password })).status).toBe(200);
  const setup = await account(person).post('/totp/setup');
  expect(setup.status).toBe(200);
  expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/WinHub:/);
  expect(setup.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
  const wrong = await account(person).post('/totp/enable', { code: '000000' });
  expect(wrong.body.error.code).toBe('invalid_code');
  const enabled = await account(person).post('/totp/enable', { code: await codeAt(setup.body.secret, 0) });
  expect(enabled.status).toBe(200);
  return { secret: setup.body.secret as string, recoveryCodes: enabled.body.recoveryCodes as string[] };
}

async function secondStep(person: SignedUpUser, browser = new Browser()) {
  const first = await signInThroughProvider(t, { email: person.email, password: person.password }, browser);
  if (first.kind !== 'page') throw new Error('a password alone signed in');
  expect(first.page.html).toContain('<h1>Two-factor authentication</h1>');
  return { browser, page: first.page };
}

const submitCode = async (browser: Browser, html: string, method: string, code: string) =>
  finishOnScreen(browser, t, await browser.postForm(formAction(t, html), { method, code }));

describe('two-factor authentication (TOTP)', () => {
  it('turns on with a first code, gives ten one-time recovery codes, then asks for a code at sign-in', async () => {
    const person = await signUpUser(t);
    const { secret, recoveryCodes } = await turnOnTotp(person);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await account(person).get('')).body.twoFactor).toEqual({ totp: true, recoveryCodesLeft: 10 });

    const { browser, page } = await secondStep(person);
    const wrong = await submitCode(browser, page.html, 'totp', '123456');
    expect(wrong.kind === 'page' && wrong.page.html).toContain('That code is not right.');
    const signedIn = await submitCode(browser, page.html, 'totp', await codeAt(secret, 1));
    if (signedIn.kind !== 'session') throw new Error(signedIn.page.html);
    expect(signedIn.session.user.email).toBe(person.email);

    // the same code never works twice
    const replay = await secondStep(person);
    const replayed = await submitCode(replay.browser, replay.page.html, 'totp', await codeAt(secret, 1));
    expect(replayed.kind).toBe('page');
  });

  it('accepts each recovery code once', async () => {
    const person = await signUpUser(t);
    const { recoveryCodes } = await turnOnTotp(person);
    const code = recoveryCodes[0] ?? '';
    const first = await secondStep(person);
    expect((await submitCode(first.browser, first.page.html, 'recovery_code', code.toLowerCase())).kind).toBe(
      'session',
    );
    const second = await secondStep(person);
    expect((await submitCode(second.browser, second.page.html, 'recovery_code', code)).kind).toBe('page');
    expect((await account(person).get('')).body.twoFactor.recoveryCodesLeft).toBe(9);
  });

  it('ends the step after five wrong codes: the password is asked again', async () => {
    const person = await signUpUser(t);
    await turnOnTotp(person);
    const { browser, page } = await secondStep(person);
    for (let i = 0; i < 4; i++) await submitCode(browser, page.html, 'totp', '000000');
    const fifth = await submitCode(browser, page.html, 'totp', '000000');
    expect(fifth.kind === 'page' && fifth.page.html).toContain('Sign in again');
  });

  it('turns off only with the password, and mails the owner', async () => {
    const person = await signUpUser(t);
    await turnOnTotp(person);
    const refused = await account(person).post('/totp/disable', { password: 'not-my-password' });
    expect([refused.status, refused.body.error.code]).toEqual([403, 'wrong_password']);
    expect((await account(person).post('/totp/disable', { password: person.password })).status).toBe(200);
    expect((await account(person).get('')).body.twoFactor).toEqual({ totp: false, recoveryCodesLeft: 0 });
    const [notice] = await mailTo(t, person.email, 1, /removed|turned off/i);
    expect(notice?.text).toContain('two-factor authentication');
    expect((await signInThroughProvider(t, { email: person.email, password: person.password })).kind).toBe(
      'session',
    );
  });

  it('answers the JSON sign-in of /login with the second step, then a location', async () => {
    const person = await signUpUser(t);
    const { secret } = await turnOnTotp(person);
    const browser = new Browser();
    const started = await browser.postJson(`${t.origin}/api/auth/winauth-url`, { redirectUri: null });
    const { authUrl } = (await started.json()) as { authUrl: string };
    const screen = await browser.request(authUrl);
    const interaction = new URL(screen.headers.get('location') ?? '', t.origin).pathname;
    const json = { Accept: 'application/json' };
    const login = await browser.request(`${t.origin}${interaction}/login`, {
      method: 'POST',
      headers: { ...json, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: person.email, password: person.password }),
    });
    expect(await login.json()).toEqual({ secondFactor: { methods: ['totp', 'recovery_code'] } });
    const verified = await browser.request(`${t.origin}${interaction}/second-factor`, {
      method: 'POST',
      headers: { ...json, 'content-type': 'application/json' },
      body: JSON.stringify({ method: 'totp', code: await codeAt(secret, 1) }),
    });
    expect(verified.status).toBe(200);
    expect((await verified.json()).location).toContain('/oidc/auth/');
  });
});
