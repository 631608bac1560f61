import { generate, generateSecret } from 'otplib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { linkToken, mailTo } from '../helpers/mailbox.ts';
import {
  Browser,
  finishOnScreen,
  formAction,
  signInThroughProvider,
  startAuthorization,
} from '../helpers/providerFlow.ts';
import { createTestApp, signUpUser, type TestApp, uniqueEmail } from '../helpers/testApp.ts';
import { inviteByMail, newAdmin } from '../teams/teamHarness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A password sign-in as /login sends it, in `browser` (a fresh one: a browser never seen before). */
async function attempt(email: string, password: string, browser = new Browser()) {
  const start = await startAuthorization(browser, t, { redirectUri: null, prefillData: { email } });
  if (!('page' in start)) throw new Error('expected the sign-in screen');
  const res = await t
    .http()
    .post(`${new URL(start.page.url).pathname}/login`)
    .set('Accept', 'application/json')
    .set('Cookie', browser.cookieHeader())
    .type('form')
    .send({ email, password });
  return { status: res.status, code: (res.body as { error?: { code: string } }).error?.code };
}

/** The person's own browser: one that has signed in to the account before (and so holds its device token). */
async function browserThatSignedIn(person: { email: string; password: string }) {
  const browser = new Browser();
  const result = await signInThroughProvider(t, person, browser);
  expect(result.kind).toBe('session');
  expect(browser.cookieHeader()).toMatch(/winhub_device_[\w-]+=[\w-]+\.[\w-]+/);
  return browser;
}

const sevenFailuresFromElsewhere = async (email: string) => {
  const statuses: number[] = [];
  for (let i = 1; i <= 7; i++) statuses.push((await attempt(email, `wrong-${i}`)).status);
  return statuses;
};

describe('a spray of attempts sent at once', () => {
  it('checks no more than five passwords: the others are refused by the count alone, with nothing else written', async () => {
    const person = await signUpUser(t);
    const home = await browserThatSignedIn(person);
    const events = () => t.prisma.signInEvent.count({ where: { user: { email: person.email } } });
    const eventsBefore = await events();
    const browsers = await Promise.all(
      Array.from({ length: 30 }, async () => {
        const browser = new Browser();
        const start = await startAuthorization(browser, t, {
          redirectUri: null,
          prefillData: { email: person.email },
        });
        if (!('page' in start)) throw new Error('expected the sign-in screen');
        return { browser, path: new URL(start.page.url).pathname };
      }),
    );
    const checks = vi.spyOn(t.composed.account.passwords, 'verify');
    const statuses = await Promise.all(
      browsers.map(({ browser, path }, i) =>
        t
          .http()
          .post(`${path}/login`)
          .set('Accept', 'application/json')
          .set('Cookie', browser.cookieHeader())
          .type('form')
          .send({ email: person.email, password: `wrong-${i}` })
          .then((res) => res.status),
      ),
    );
    expect(checks).toHaveBeenCalledTimes(5);
    checks.mockRestore();
    expect(statuses.filter((status) => status === 401)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(26);
    // five failures recorded, and at most one note of the lock (with its mail): not one per refusal
    expect((await events()) - eventsBefore).toBeLessThanOrEqual(6);
    expect((await attempt(person.email, person.password, home)).status).toBe(200);
  });
});

describe('a lockout that protects the owner', () => {
  it('does not lock a browser that signed in before when seven failures come from elsewhere; an unknown one is locked', async () => {
    const person = await signUpUser(t);
    const home = await browserThatSignedIn(person);

    expect(await sevenFailuresFromElsewhere(person.email)).toEqual([401, 401, 401, 401, 429, 429, 429]);

    expect(await attempt(person.email, person.password)).toEqual({ status: 429, code: 'locked' });
    expect(await attempt(person.email, person.password, home)).toEqual({ status: 200, code: undefined });
    // signing in from the trusted browser does not lift the wait of untrusted ones
    expect(await attempt(person.email, person.password)).toEqual({ status: 429, code: 'locked' });
  });

  it('lets a browser that signed in before through the second step too while failures elsewhere hold the address', async () => {
    const person = await signUpUser(t);
    const home = await browserThatSignedIn(person);
    // two-factor on, as the account page leaves it (set in the database: this test is about the lock)
    const secret = generateSecret();
    await t.prisma.user.update({
      where: { email: person.email },
      data: { totpSecret: t.composed.account.sealer.seal(secret) },
    });
    expect(await sevenFailuresFromElsewhere(person.email)).toEqual([401, 401, 401, 401, 429, 429, 429]);

    const first = await signInThroughProvider(t, person, home);
    if (first.kind !== 'page') throw new Error('a password alone signed in');
    expect(first.page.html).toContain('<h1>Two-factor authentication</h1>');
    const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) });
    const done = await finishOnScreen(
      home,
      t,
      await home.postForm(formAction(t, first.page.html), { method: 'totp', code }),
    );
    expect(done.kind).toBe('session');
  });

  it('gives a trusted browser a small budget of its own: its failures lock it, not the others', async () => {
    const person = await signUpUser(t);
    const home = await browserThatSignedIn(person);
    const statuses: number[] = [];
    for (let i = 1; i <= 6; i++) statuses.push((await attempt(person.email, `typo-${i}`, home)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    expect((await attempt(person.email, person.password, home)).status).toBe(429);
    expect((await attempt(person.email, person.password)).status).toBe(200);
  });

  it("does not trust another account's device token, nor a forged one", async () => {
    const [person, other] = await Promise.all([signUpUser(t), signUpUser(t)]);
    const othersBrowser = await browserThatSignedIn(other);
    const forged = new Browser();
    const forgedCookie = othersBrowser.cookieHeader().match(/winhub_device_[\w-]+=([\w-]+)\.[\w-]+/);
    expect(forgedCookie).not.toBeNull();

    expect(await sevenFailuresFromElsewhere(person.email)).toEqual([401, 401, 401, 401, 429, 429, 429]);
    expect(await attempt(person.email, person.password, othersBrowser)).toEqual({
      status: 429,
      code: 'locked',
    });
    // a token of the right shape for this account's cookie name, signed with a made-up key
    const start = await startAuthorization(forged, t, {
      redirectUri: null,
      prefillData: { email: person.email },
    });
    if (!('page' in start)) throw new Error('expected the sign-in screen');
    const res = await t
      .http()
      .post(`${new URL(start.page.url).pathname}/login`)
      .set('Accept', 'application/json')
      .set(
        'Cookie',
        `${forged.cookieHeader()}; winhub_device_x=${forgedCookie?.[1]}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
      )
      .type('form')
      .send({ email: person.email, password: person.password });
    expect(res.status).toBe(429);
  });

  it('mails a locked person a one-time link that unlocks sign-in in the browser that opens it, once', async () => {
    const person = await signUpUser(t, { fullName: 'Unlock Person' });
    expect(await sevenFailuresFromElsewhere(person.email)).toEqual([401, 401, 401, 401, 429, 429, 429]);
    const [notice] = await mailTo(t, person.email, 1, /paused/i);
    if (!notice) throw new Error('no lock notice');
    expect(notice.text).toContain('/forgot-password');
    const token = linkToken(notice, '/oidc/unlock');
    // only the hash is stored
    expect(await t.prisma.accountToken.count({ where: { tokenHash: token } })).toBe(0);

    const page = await t.http().get(`/oidc/unlock?token=${encodeURIComponent(token)}`);
    expect([page.status, page.text.includes('Unlock sign-in')]).toEqual([200, true]);

    const newBrowser = new Browser();
    const unlock = () =>
      request(t.composed.app)
        .post('/oidc/unlock')
        .set('Accept', 'application/json')
        .set('Cookie', newBrowser.cookieHeader())
        .type('form')
        .send({ token });
    const unlocked = await unlock();
    expect([unlocked.status, unlocked.body]).toEqual([200, { unlocked: true }]);
    const deviceCookie = unlocked.headers['set-cookie']?.toString().match(/(winhub_device_[\w-]+)=([\w.-]+)/);
    expect(deviceCookie).not.toBeNull();

    const again = await unlock();
    expect([again.status, again.body.error?.code]).toEqual([400, 'token_used']);

    // the browser that opened the link is trusted now: more failures from elsewhere do not hold it up
    expect(await sevenFailuresFromElsewhere(person.email)).toEqual([401, 401, 401, 401, 429, 429, 429]);
    const opener = new Browser();
    const start = await startAuthorization(opener, t, {
      redirectUri: null,
      prefillData: { email: person.email },
    });
    if (!('page' in start)) throw new Error('expected the sign-in screen');
    const signIn = await t
      .http()
      .post(`${new URL(start.page.url).pathname}/login`)
      .set('Accept', 'application/json')
      .set('Cookie', `${opener.cookieHeader()}; ${deviceCookie?.[1]}=${deviceCookie?.[2]}`)
      .type('form')
      .send({ email: person.email, password: person.password });
    expect(signIn.status).toBe(200);
  });
});

describe('the browser an account was created on', () => {
  /** Seven failures from elsewhere lock the address for a new browser, not for `home`. */
  async function expectTrusted(home: Browser, email: string, password: string) {
    expect(home.cookieHeader()).toMatch(/winhub_device_[\w-]+=[\w-]+\.[\w-]+/);
    expect(await sevenFailuresFromElsewhere(email)).toEqual([401, 401, 401, 401, 429, 429, 429]);
    expect(await attempt(email, password)).toEqual({ status: 429, code: 'locked' });
    expect(await attempt(email, password, home)).toEqual({ status: 200, code: undefined });
  }

  it('is trusted after a sign-up on /register, as one that signed in', async () => {
    const home = new Browser();
    const email = uniqueEmail();
    const password = 'correct horse battery';
    const created = await home.postJson(`${t.origin}/api/create-account`, {
      email,
      password,
      fullName: 'Ada Lovelace',
      persona: 'empresa',
      organizationName: 'Analytical Engines',
      businessType: 'technology',
      employees: '1-5',
    });
    expect(created.status).toBe(201);
    await expectTrusted(home, email, password);
  });

  it('is trusted after a sign-up from an invitation link', async () => {
    const admin = await newAdmin(t);
    const email = uniqueEmail('invited');
    const token = await inviteByMail(t, admin, email);
    const home = new Browser();
    const password = 'member password 1';
    const joined = await home.postJson(`${t.origin}/api/invitations/sign-up`, {
      token,
      fullName: 'Bruno Member',
      password,
    });
    expect(joined.status).toBe(201);
    await expectTrusted(home, email, password);
  });
});
