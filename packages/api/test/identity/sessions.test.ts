import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailTo, settleMail } from '../helpers/mailbox.ts';
import { Browser, signInThroughProvider } from '../helpers/providerFlow.ts';
import { bearer, createTestApp, signUpUser, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (token: string, path: string) => t.http().get(`/api/account${path}`).set(bearer(token));
const post = (token: string, path: string) =>
  t.http().post(`/api/account${path}`).set(bearer(token)).send({});
const organization = (token: string) => t.http().get('/api/user/organization').set(bearer(token));

async function signIn(email: string, password: string, browser = new Browser()) {
  const result = await signInThroughProvider(t, { email, password }, browser);
  if (result.kind !== 'session') throw new Error(result.page.html);
  return result.session;
}

describe('sessions and sign-in activity', () => {
  it('lists the active sessions with this one marked, and signs one out everywhere it was used', async () => {
    const person = await signUpUser(t);
    const other = await signIn(person.email, person.password);
    const listed = await get(person.token, '/sessions');
    expect(listed.status).toBe(200);
    const sessions = listed.body.sessions as { id: string; current: boolean; method: string }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((session) => session.current)).toHaveLength(1);
    expect(sessions.map((session) => session.method).sort()).toEqual(['password', 'sign_up']);

    const otherId = sessions.find((session) => !session.current)?.id ?? '';
    expect((await post(person.token, `/sessions/${otherId}/sign-out`)).status).toBe(200);
    expect((await organization(other.token)).body.error.code).toBe('session_ended');
    expect((await organization(person.token)).status).toBe(200);
    expect((await get(person.token, '/sessions')).body.sessions).toHaveLength(1);
  });

  it('cannot sign out a session of someone else', async () => {
    const person = await signUpUser(t);
    const stranger = await signUpUser(t);
    const [theirs] = (await get(stranger.token, '/sessions')).body.sessions as { id: string }[];
    await post(person.token, `/sessions/${theirs?.id}/sign-out`);
    expect((await organization(stranger.token)).status).toBe(200);
  });

  it('signs out everywhere: every session, and the provider session behind them', async () => {
    const person = await signUpUser(t);
    const browser = new Browser();
    const other = await signIn(person.email, person.password, browser);
    expect((await post(other.token, '/sessions/sign-out-everywhere')).status).toBe(200);
    expect((await organization(person.token)).body.error.code).toBe('session_ended');
    expect((await organization(other.token)).body.error.code).toBe('session_ended');
    // the provider session ended too: no silent sign-in in that browser
    const started = await browser.postJson(`${t.origin}/api/auth/winauth-url`, { redirectUri: null });
    const { authUrl } = (await started.json()) as { authUrl: string };
    const prompt = new URL(authUrl);
    prompt.searchParams.delete('prompt');
    const again = await browser.request(prompt.href);
    expect(again.headers.get('location')).toMatch(/\/oidc\/interaction\//);
  });

  it('records each sign-in and failed attempt, newest first, and mails a sign-in from a new browser', async () => {
    const person = await signUpUser(t);
    await signInThroughProvider(t, { email: person.email, password: 'wrong-password' });
    const browser = new Browser();
    await signIn(person.email, person.password, browser);
    const [newBrowser] = await mailTo(t, person.email, 1, /new sign-in/i);
    expect(newBrowser?.text).toContain('/account?tab=sessions');
    await signIn(person.email, person.password, browser);
    await settleMail(t);
    expect(
      await t.prisma.mailboxMessage.count({ where: { to: person.email, subject: newBrowser?.subject } }),
    ).toBe(1);

    const events = (await get(person.token, '/activity')).body.events as {
      outcome: string;
      method: string;
    }[];
    expect(events.map((event) => [event.outcome, event.method])).toEqual([
      ['success', 'password'],
      ['success', 'password'],
      ['failure', 'password'],
    ]);
  });

  it('answers 401 without a session, and 409 where an external provider holds the accounts', async () => {
    expect((await t.http().get('/api/account')).status).toBe(401);
    const external = await createTestApp({
      env: { AUTH_ISSUER: 'http://127.0.0.1:9/realms/winhub', AUTH_CLIENT_SECRET: 'external-client-secret' },
    });
    try {
      const account = await external.http().get('/api/account');
      expect([account.status, account.body.error.code]).toEqual([409, 'accounts_at_provider']);
      const reset = await external
        .http()
        .post('/api/account/password-reset')
        .send({ email: 'a@example.com' });
      expect([reset.status, reset.body.error.code]).toEqual([409, 'accounts_at_provider']);
    } finally {
      await external.close();
    }
  });
});
