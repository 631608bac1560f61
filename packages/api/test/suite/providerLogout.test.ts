import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, follow, formAction, signInThroughProvider } from '../helpers/providerFlow.ts';
import { bearer, createTestApp, signUpUser, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn() {
  const person = await signUpUser(t);
  const browser = new Browser();
  const result = await signInThroughProvider(t, { email: person.email, password: person.password }, browser);
  if (result.kind !== 'session') throw new Error(result.page.html);
  return { person, browser, session: result.session };
}

const organization = (token: string) => t.http().get('/api/user/organization').set(bearer(token));

describe('single sign-out from the identity provider', () => {
  it('ends the WinHub session of a provider session it signs out (back-channel logout)', async () => {
    const { browser, session } = await signedIn();
    expect((await organization(session.token)).status).toBe(200);
    const asked = await browser.postJson(`${t.origin}/api/auth/end-session-url`, {
      idTokenHint: session.idToken,
    });
    const { url } = (await asked.json()) as { url: string };
    const confirm = await follow(browser, t, await browser.request(url));
    if (!('page' in confirm)) throw new Error('expected the sign-out page');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(confirm.page.html)?.[1] ?? '';
    expect((await browser.postForm(formAction(t, confirm.page.html), { xsrf, logout: 'yes' })).status).toBe(
      303,
    );

    const until = Date.now() + 5000;
    let answer = await organization(session.token);
    while (answer.status === 200 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      answer = await organization(session.token);
    }
    expect([answer.status, answer.body.error.code]).toEqual([401, 'session_ended']);
  });

  it('never signs out by a visit from elsewhere: without WinHub’s ID token as hint it only asks', async () => {
    const { browser, session } = await signedIn();
    const visit = await follow(browser, t, await browser.request(`${t.origin}/oidc/session/end`));
    if (!('page' in visit)) throw new Error('expected a page');
    expect(visit.page.html).toContain('Do you want to sign out of WinHub');
    expect(visit.page.html).not.toContain('logout.js');
    expect(visit.page.html).toContain('Stay signed in');
    expect((await organization(session.token)).status).toBe(200);
  });

  it('refuses a forged logout token', async () => {
    const { session } = await signedIn();
    const forged = await t
      .http()
      .post('/api/auth/backchannel-logout')
      .type('form')
      .send({ logout_token: session.idToken });
    expect(forged.status).toBe(400);
    expect((await organization(session.token)).status).toBe(200);
  });
});

describe('front-channel logout from an external provider', () => {
  it('ends the sessions of the provider session it names (or of the subject, when the provider gave no sid)', async () => {
    const issuer = 'http://127.0.0.1:9/realms/winhub';
    const external = await createTestApp({
      env: { AUTH_ISSUER: issuer, AUTH_CLIENT_SECRET: 'external-client-secret' },
    });
    try {
      const organization = await external.prisma.organization.create({
        data: { name: 'Front Org', databaseSchema: 'org_front_channel' },
      });
      const person = await external.prisma.user.create({
        data: {
          email: 'front@example.com',
          username: 'front_1',
          fullName: 'Front Person',
          identitySubject: 'front-subject',
        },
      });
      await external.prisma.membership.create({
        data: { organizationId: organization.id, userId: person.id, role: 'admin' },
      });
      await external.prisma.session.createMany({
        data: [
          { id: 'with-provider-sid', userId: person.id, method: 'provider', providerSid: 'op-session-1' },
          { id: 'without-provider-sid', userId: person.id, method: 'provider' },
        ],
      });
      const logout = (query: Record<string, string>) =>
        external.http().get('/api/auth/frontchannel-logout').query(query);
      const ended = async () =>
        (
          await external.prisma.session.findMany({
            where: { endedAt: { not: null } },
            orderBy: { id: 'asc' },
          })
        ).map((session) => session.id);

      expect((await logout({ iss: 'http://elsewhere.example', sid: 'op-session-1' })).status).toBe(400);
      expect(await ended()).toEqual([]);
      const first = await logout({ iss: issuer, sid: 'op-session-1' });
      expect([first.status, first.headers['content-security-policy']]).toEqual([
        200,
        'frame-ancestors http://127.0.0.1:9',
      ]);
      expect(await ended()).toEqual(['with-provider-sid']);
      await logout({ iss: issuer, sid: 'front-subject' });
      expect(await ended()).toEqual(['with-provider-sid', 'without-provider-sid']);
    } finally {
      await external.close();
    }
  });

  it('is refused with the embedded provider, which speaks back-channel', async () => {
    expect(
      (await t.http().get('/api/auth/frontchannel-logout').query({ iss: t.config.identity.issuer, sid: 'x' }))
        .status,
    ).toBe(400);
  });
});
