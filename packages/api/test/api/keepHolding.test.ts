import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../src/db.ts';
import { createHandoffUrl } from '../../src/services/suite/handoff.ts';
import { Browser, formAction, startAuthorization } from '../helpers/providerFlow.ts';
import { redeemHandoff, sessionIdOf } from '../helpers/serviceClient.ts';
import {
  anotherInstance,
  bearer,
  createTestApp,
  type SignedUpUser,
  signUpUser,
  type TestApp,
  uniqueEmail,
} from '../helpers/testApp.ts';

let t: TestApp;
let admin: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpUser(t);
});
afterAll(() => t.close());

const HOSTILE_NAME = '"><script>alert(1)</script><img src=x onerror=alert(2)>';

const authorizationQuery = (redirectUri: string) =>
  new URLSearchParams({
    client_id: 'winhub',
    response_type: 'code',
    scope: 'openid email profile',
    redirect_uri: redirectUri,
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
    state: 'state',
  });

describe('service hand-off', () => {
  it('is single use under 20 parallel redeems of one token', async () => {
    const url = new URL(
      await createHandoffUrl(
        t.prisma,
        t.config,
        {
          userId: admin.user.id,
          sessionId: sessionIdOf(admin.token),
          organizationId: (await t.prisma.membership.findFirstOrThrow({ where: { userId: admin.user.id } }))
            .organizationId,
        },
        'meet',
      ),
    );
    const token = url.searchParams.get('token') ?? '';
    const results = await Promise.all(Array.from({ length: 20 }, () => redeemHandoff(t, 'meet', token)));
    const statuses = results.map((res) => res.status).sort();
    expect(statuses).toEqual([200, ...Array.from({ length: 19 }, () => 400)]);
    expect(results.filter((res) => res.status === 400).map((res) => res.body.error_description)).toEqual(
      Array.from({ length: 19 }, () => 'The hand-off token was already used.'),
    );
  });
});

describe('redirect URIs', () => {
  it('must match a registered one exactly at the provider: no redirect anywhere else', async () => {
    const registered = `${t.origin}/auth-callback`;
    const accepted = await fetch(`${t.origin}/oidc/auth?${authorizationQuery(registered)}`, {
      redirect: 'manual',
    });
    expect(accepted.status).toBe(303);
    for (const redirectUri of [
      `${registered}/`,
      `${registered}?next=/`,
      `${registered}#x`,
      `${t.origin.replace('localhost', '127.0.0.1')}/auth-callback`,
      `${t.origin}/AUTH-CALLBACK`,
      'https://evil.example/auth-callback',
      `${t.origin}.evil.example/auth-callback`,
    ]) {
      const res = await fetch(`${t.origin}/oidc/auth?${authorizationQuery(redirectUri)}`, {
        redirect: 'manual',
        headers: { accept: 'text/html' },
      });
      expect({ redirectUri, status: res.status, location: res.headers.get('location') }).toEqual({
        redirectUri,
        status: 400,
        location: null,
      });
      expect(await res.text()).toContain('redirect_uri');
    }
  });
});

describe('hostile names', () => {
  it('are escaped on the provider screens', async () => {
    const browser = new Browser();
    const start = await startAuthorization(browser, t, {
      redirectUri: `${t.origin}/auth-callback`,
      isRegistration: true,
      prefillData: { name: HOSTILE_NAME, email: 'x@example.com' },
    });
    if (!('page' in start)) throw new Error('expected the sign-up screen');
    expect(start.page.html).not.toContain('<script>alert');
    expect(start.page.html).not.toContain('<img src=x');
    expect(start.page.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');

    const refused = await browser.postForm(formAction(t, start.page.html), {
      fullName: HOSTILE_NAME,
      email: `"><script>alert(3)</script>@example.com`,
      password: 'short',
    });
    const html = await refused.text();
    expect(refused.status).toBe(400);
    expect(html).not.toMatch(/<script>alert|<img src=x/);
  });

  it('come back from the api as JSON text only, never as markup', async () => {
    const person = await signUpUser(t, { fullName: HOSTILE_NAME, organizationName: HOSTILE_NAME });
    const organization = await t.http().get('/api/user/organization').set(bearer(person.token));
    expect(organization.headers['content-type']).toMatch(/^application\/json/);
    expect(organization.headers['x-content-type-options']).toBe('nosniff');
    expect(organization.body.user.fullName).toBe(HOSTILE_NAME);
    expect(organization.body.organization.name).toBe(HOSTILE_NAME);
  });
});

describe('clickjacking', () => {
  it('no page or answer may be framed', async () => {
    const browser = new Browser();
    const start = await startAuthorization(browser, t, { redirectUri: `${t.origin}/auth-callback` });
    if (!('page' in start)) throw new Error('expected the sign-in screen');
    const screen = await browser.request(start.page.url);
    for (const res of [screen, await fetch(`${t.origin}/api/health`)]) {
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    }
  });
});

describe('cross-site simple requests', () => {
  it('are refused with 415: a text/plain or form body never reaches an api action', async () => {
    const crossSite = { Origin: 'https://evil.example' };
    const update = await t
      .http()
      .patch('/api/organization/update')
      .set(bearer(admin.token))
      .set(crossSite)
      .set('Content-Type', 'text/plain')
      .send('{"name":"Hijacked"}');
    expect(update.status).toBe(415);
    const lead = await t
      .http()
      .post('/api/capture-lead')
      .set(crossSite)
      .type('form')
      .send({ name: 'x', email: 'x@example.com', businessType: 'startup' });
    expect(lead.status).toBe(415);
    const profile = await t.http().get('/api/organization/profile').set(bearer(admin.token));
    expect(profile.body.name).toBe('Analytical Engines');
  });
});

describe('parallel sign-ups', () => {
  it('make one account from 20 parallel create-account calls across two instances', async () => {
    // a second instance: its own database connection on PostgreSQL; PGlite has one per data directory
    const second = t.config.databaseUrl ? await createDb({ databaseUrl: t.config.databaseUrl }) : null;
    const prisma = second?.prisma ?? t.prisma;
    try {
      const instance = await anotherInstance(t, { prisma });
      instance.close();
      const other = instance.app;
      const account = {
        email: uniqueEmail('parallel'),
        fullName: 'Parallel Person',
        password: 'parallel-123',
        persona: 'empresa',
        organizationName: 'Parallel Org',
      };
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          (i % 2 ? request(other) : t.http()).post('/api/create-account').send(account),
        ),
      );
      expect(results.map((res) => res.status).sort()).toEqual([
        201,
        ...Array.from({ length: 19 }, () => 409),
      ]);
      expect(await t.prisma.user.count({ where: { email: account.email } })).toBe(1);
      expect(await t.prisma.organization.count({ where: { name: 'Parallel Org' } })).toBe(1);
    } finally {
      await second?.close();
    }
  });
});
