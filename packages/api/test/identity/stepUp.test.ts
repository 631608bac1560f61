import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailTo } from '../helpers/mailbox.ts';
import {
  Browser,
  completeCallback,
  finishOnScreen,
  formAction,
  signInThroughProvider,
  startAuthorization,
} from '../helpers/providerFlow.ts';
import { createPasskeyResponse } from '../helpers/softAuthenticator.ts';
import { bearer, createTestApp, type SignedUpUser, signUpUser, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (token: string, path: string, body: object = {}) =>
  t.http().post(`/api/account${path}`).set(bearer(token)).send(body);
const refusal = (answer: { status: number; body: { error?: { code: string } } }) => [
  answer.status,
  answer.body.error?.code,
];
const codeNow = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) });

/** The passkey a software authenticator makes for the session's registration options. */
async function addPasskey(token: string, name: string) {
  const options = await post(token, '/passkeys/options');
  expect(options.status).toBe(200);
  return post(token, '/passkeys', { name, response: createPasskeyResponse(options.body, t.origin) });
}

describe('step-up before a sign-in factor changes', () => {
  it('refuses a bearer token alone: no passkey, no TOTP, no recovery codes (403 step_up_required)', async () => {
    const person = await signUpUser(t);
    expect(refusal(await post(person.token, '/passkeys/options'))).toEqual([403, 'step_up_required']);
    const planted = {
      name: 'Planted',
      response: createPasskeyResponse({ challenge: 'x', rp: {} }, t.origin),
    };
    expect(refusal(await post(person.token, '/passkeys', planted))).toEqual([403, 'step_up_required']);
    expect(refusal(await post(person.token, '/totp/setup'))).toEqual([403, 'step_up_required']);
    expect(refusal(await post(person.token, '/totp/enable', { code: '123456' }))).toEqual([
      403,
      'step_up_required',
    ]);
    expect(refusal(await post(person.token, '/recovery-codes'))).toEqual([403, 'step_up_required']);

    // a wrong password opens nothing
    expect(refusal(await post(person.token, '/step-up', { password: 'not it' }))).toEqual([
      403,
      'wrong_password',
    ]);
    expect(refusal(await post(person.token, '/passkeys/options'))).toEqual([403, 'step_up_required']);
    const account = await t.http().get('/api/account').set(bearer(person.token));
    expect(account.body.passkeys).toEqual([]);
    expect(account.body.twoFactor.totp).toBe(false);
  });

  it('after the password, adds a passkey, turns on TOTP and makes new codes, mailing the owner each time', async () => {
    const person = await signUpUser(t);
    const confirmed = await post(person.token, '/step-up', { password: person.password });
    expect(confirmed.status).toBe(200);
    const until = Date.parse(confirmed.body.confirmedUntil) - Date.now();
    expect(until).toBeGreaterThan(9 * 60_000);
    expect(until).toBeLessThanOrEqual(10 * 60_000);

    const added = await addPasskey(person.token, 'Work laptop');
    expect([added.status, added.body.name]).toEqual([201, 'Work laptop']);
    const [passkeyMail] = await mailTo(t, person.email, 1, /passkey was added/i);
    expect(passkeyMail?.subject).toBe('A passkey was added to your WinHub account');
    expect(passkeyMail?.text).toContain('Work laptop');
    expect(passkeyMail?.text).toContain(`${t.origin}/account?tab=passkeys`);
    expect(passkeyMail?.text).toContain(`${t.origin}/forgot-password`);

    const setup = await post(person.token, '/totp/setup');
    expect(setup.status).toBe(200);
    const enabled = await post(person.token, '/totp/enable', { code: await codeNow(setup.body.secret) });
    expect([enabled.status, enabled.body.recoveryCodes.length]).toEqual([200, 10]);
    expect(await mailTo(t, person.email, 1, /two-factor authentication was turned on/i)).toHaveLength(1);

    const codes = await post(person.token, '/recovery-codes');
    expect([codes.status, codes.body.recoveryCodes.length]).toEqual([200, 10]);
    expect(await mailTo(t, person.email, 1, /new recovery codes/i)).toHaveLength(1);
  });

  it('keeps the confirmation on its own session, for ten minutes', async () => {
    const person = await signUpUser(t);
    const other = await signUpUser(t);
    expect((await post(person.token, '/step-up', { password: person.password })).status).toBe(200);
    expect((await post(person.token, '/passkeys/options')).status).toBe(200);
    expect(refusal(await post(other.token, '/passkeys/options'))).toEqual([403, 'step_up_required']);

    await t.prisma.session.updateMany({
      where: { userId: person.user.id, confirmedAt: { not: null } },
      data: { confirmedAt: new Date(Date.now() - 10 * 60_000 - 1000) },
    });
    expect(refusal(await post(person.token, '/passkeys/options'))).toEqual([403, 'step_up_required']);
  });

  it('opens the window with a sign-in that checked the password, not with a silent renewal of it', async () => {
    const person = await signUpUser(t);
    const browser = new Browser();
    const signedIn = await signInThroughProvider(
      t,
      { email: person.email, password: person.password },
      browser,
    );
    if (signedIn.kind !== 'session') throw new Error(signedIn.page.html);
    expect((await post(signedIn.session.token, '/passkeys/options')).status).toBe(200);
    // the sign-up's own session was not confirmed by it
    expect(refusal(await post(person.token, '/passkeys/options'))).toEqual([403, 'step_up_required']);

    await t.prisma.session.updateMany({
      where: { userId: person.user.id, confirmedAt: { not: null } },
      data: { confirmedAt: new Date(Date.now() - 10 * 60_000 - 1000) },
    });
    // the app renews its token in the same provider session: no credentials typed, the window stays shut
    const renewal = await startAuthorization(browser, t, { redirectUri: null });
    if (!('callbackSearch' in renewal)) throw new Error(renewal.page.html);
    const renewed = await completeCallback(browser, t, renewal.callbackSearch);
    expect(renewed.status).toBe(200);
    expect(refusal(await post(renewed.body.token, '/passkeys/options'))).toEqual([403, 'step_up_required']);
  });

  it('opens it too with a sign-in that took the password and a second factor', async () => {
    const person = await signUpUser(t);
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await t.prisma.user.update({
      where: { id: person.user.id },
      data: { totpSecret: t.composed.account.sealer.seal(secret), totpEnabledAt: new Date() },
    });
    const browser = new Browser();
    const first = await signInThroughProvider(t, { email: person.email, password: person.password }, browser);
    if (first.kind !== 'page') throw new Error('a password alone signed in');
    const done = await finishOnScreen(
      browser,
      t,
      await browser.postForm(formAction(t, first.page.html), { method: 'totp', code: await codeNow(secret) }),
    );
    if (done.kind !== 'session') throw new Error(done.page.html);
    expect((await post(done.session.token, '/passkeys/options')).status).toBe(200);
  });

  it('lets an account without a password confirm with a new authenticator code, never one used before', async () => {
    const person = await signUpUser(t);
    const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    await t.prisma.user.update({
      where: { id: person.user.id },
      data: { password: null, totpSecret: t.composed.account.sealer.seal(secret), totpEnabledAt: new Date() },
    });
    expect(refusal(await post(person.token, '/step-up', { password: person.password }))).toEqual([
      403,
      'wrong_password',
    ]);
    expect(refusal(await post(person.token, '/step-up', { code: '000000' }))).toEqual([403, 'invalid_code']);
    const code = await codeNow(secret);
    expect((await post(person.token, '/step-up', { code })).status).toBe(200);
    expect((await post(person.token, '/passkeys/options')).status).toBe(200);
    expect(refusal(await post(person.token, '/step-up', { code }))).toEqual([403, 'invalid_code']);
  });

  it('still removes a factor with the password given with the change, which also opens the window', async () => {
    const person: SignedUpUser = await signUpUser(t);
    expect(refusal(await post(person.token, '/passkeys/any/remove'))).toEqual([403, 'step_up_required']);
    expect(refusal(await post(person.token, '/passkeys/any/remove', { password: person.password }))).toEqual([
      404,
      'passkey_not_found',
    ]);
    const added = await addPasskey(person.token, 'Phone');
    expect(added.status).toBe(201);
    expect((await post(person.token, `/passkeys/${added.body.id}/remove`)).status).toBe(200);
    expect(await mailTo(t, person.email, 1, /removed/i)).toHaveLength(1);
  });
});
