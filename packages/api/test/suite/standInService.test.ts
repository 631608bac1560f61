import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createStandInService } from '@winhub/stand-in-service';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser } from '../helpers/providerFlow.ts';
import { bearer, createTestApp, type SignedUpUser, signUpUser, type TestApp } from '../helpers/testApp.ts';

const ERP_SECRET = 'the-erp-stand-in-secret-for-these-tests';
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

let t: TestApp;
let port: number;
let origin: string;
let server: Server | null = null;
const work = mkdtempSync(path.join(tmpdir(), 'winhub-stand-in-'));

/** The ERP stand-in on its port, keeping its sessions in a file (so a restart keeps them). */
async function startErp(): Promise<void> {
  const app = createStandInService({
    service: 'erp',
    displayName: 'WinHub ERP',
    winhubOrigin: t.origin,
    clientId: 'winhub-erp',
    clientSecret: ERP_SECRET,
    sessionFile: path.join(work, 'erp.json'),
  });
  server = createServer(app);
  await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
}
async function stopErp(): Promise<void> {
  const running = server;
  server = null;
  running?.closeAllConnections();
  await new Promise<void>((resolve) => (running ? running.close(() => resolve()) : resolve()));
}

beforeAll(async () => {
  port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  t = await createTestApp({
    env: {
      SERVICE_CLIENT_SECRETS: `erp=${ERP_SECRET}`,
      SERVICE_LOGOUT_URLS: `erp=${origin}/backchannel-logout`,
    },
  });
  await startErp();
});
afterAll(async () => {
  await stopErp();
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

/** Opens the ERP as WinHub's "Open ERP" does: a hand-off address, followed in `browser`. */
async function openErp(person: SignedUpUser, browser = new Browser()) {
  const handoff = await t
    .http()
    .post('/api/auth/service-handoff')
    .set(bearer(person.token))
    .send({ service: 'erp' });
  const token = new URL(handoff.body.url).searchParams.get('token') ?? '';
  const landed = await browser.request(`${origin}/?token=${encodeURIComponent(token)}`);
  return { browser, token, landed };
}
/** The stand-in's page; a keep-alive connection to a stopped stand-in fails once, the retry connects anew. */
const page = async (browser: Browser): Promise<string> => {
  try {
    return await (await browser.request(`${origin}/`)).text();
  } catch {
    return (await browser.request(`${origin}/`)).text();
  }
};

async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('a stand-in service', () => {
  it('signs the person in from the hand-off and shows what WinHub told it', async () => {
    const person = await signUpUser(t, { fullName: 'Ada Lovelace', organizationName: 'Analytical Engines' });
    const { browser, landed } = await openErp(person);
    expect([landed.status, landed.headers.get('location')]).toEqual([303, '/']);
    const html = await page(browser);
    expect(html).toContain('Signed in as Ada Lovelace');
    expect(html).toContain(person.email);
    expect(html).toContain('(not verified)');
    expect(html).toContain('Analytical Engines');
    expect(html).toMatch(/<dt>Plan<\/dt><dd>Free<\/dd>/);
    expect(html).toMatch(/<dt>Role<\/dt><dd>admin<\/dd>/);
    expect(html).toMatch(/Can post as the company<\/dt><dd><span class="yes">Yes/);
    expect(html).toContain('This is a stand-in for WinHub ERP');

    const checked = await (await browser.postForm(`${origin}/refresh`, {})).text();
    expect(checked).toContain('WinHub says your session is active (Free plan).');
  });

  it('refuses a hand-off token a second time', async () => {
    const person = await signUpUser(t);
    const { token } = await openErp(person);
    const again = await new Browser().request(`${origin}/?token=${encodeURIComponent(token)}`);
    expect(again.status).toBe(401);
    expect(await again.text()).toContain('expired or was already used');
  });

  it('is signed out when the person signs out of WinHub', async () => {
    const person = await signUpUser(t);
    const { browser } = await openErp(person);
    await t.http().post('/api/auth/sign-out').set(bearer(person.token));
    await until(async () => (await page(browser)).includes('because your WinHub session ended'));
  });

  it('keeps its sessions across a restart, and is signed out by the logout it gets when it is back', async () => {
    const person = await signUpUser(t);
    const { browser } = await openErp(person);
    await stopErp();
    await startErp();
    expect(await page(browser)).toContain('Signed in as');
    await stopErp();
    await t.http().post('/api/account/sessions/sign-out-everywhere').set(bearer(person.token));
    await new Promise((resolve) => setTimeout(resolve, 500));
    await startErp();
    await until(async () => (await page(browser)).includes('because your WinHub session ended'), 20_000);
  });

  it('refuses a logout token WinHub did not sign, and stays signed in', async () => {
    const person = await signUpUser(t);
    const { browser } = await openErp(person);
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({
      sid: 'anything',
      events: { 'http://schemas.openid.net/event/backchannel-logout': {} },
    })
      .setProtectedHeader({ alg: 'RS256', typ: 'logout+jwt' })
      .setIssuer(t.origin)
      .setAudience('winhub-erp')
      .setSubject(person.user.id)
      .setIssuedAt()
      .setJti('forged')
      .sign(privateKey);
    const answer = await browser.postForm(`${origin}/backchannel-logout`, { logout_token: forged });
    expect(answer.status).toBe(400);
    expect(await page(browser)).toContain('Signed in as');
  });

  it('signs only itself out with its own Sign out', async () => {
    const person = await signUpUser(t);
    const { browser } = await openErp(person);
    await browser.postForm(`${origin}/sign-out`, {});
    expect(await page(browser)).toContain('You signed out of WinHub ERP.');
    expect((await t.http().get('/api/user/organization').set(bearer(person.token))).status).toBe(200);
  });
});
