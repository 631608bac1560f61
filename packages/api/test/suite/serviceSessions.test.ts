import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenExchangeResponseSchema } from '../../src/contract/suite.ts';
import { deactivatePerson } from '../../src/services/accounts/deactivatePerson.ts';
import { redeemHandoff, serviceBasicAuth } from '../helpers/serviceClient.ts';
import { bearer, createTestApp, type SignedUpUser, signUpUser, type TestApp } from '../helpers/testApp.ts';

/** A service's back-channel logout endpoint: keeps every logout token it is sent; can be down. */
class LogoutReceiver {
  readonly tokens: string[] = [];
  private server: Server | null = null;
  port = 0;

  async start(port = 0): Promise<void> {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      req.on('end', () => {
        const token = new URLSearchParams(body).get('logout_token');
        if (token) this.tokens.push(token);
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  }

  async waitFor(count: number, timeoutMs = 15_000): Promise<string[]> {
    const until = Date.now() + timeoutMs;
    while (this.tokens.length < count) {
      if (Date.now() > until) throw new Error(`expected ${count} logout token(s), got ${this.tokens.length}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return this.tokens;
  }
}

const erp = new LogoutReceiver();
const meet = new LogoutReceiver();
let t: TestApp;
beforeAll(async () => {
  await Promise.all([erp.start(), meet.start()]);
  t = await createTestApp({
    env: {
      SERVICE_LOGOUT_URLS: `erp=http://127.0.0.1:${erp.port}/logout,meet=http://127.0.0.1:${meet.port}/logout`,
    },
  });
});
afterAll(async () => {
  await t.close();
  await Promise.all([erp.stop(), meet.stop()]);
});

async function openService(person: SignedUpUser, service: 'erp' | 'meet') {
  const handoff = await t
    .http()
    .post('/api/auth/service-handoff')
    .set(bearer(person.token))
    .send({ service });
  const token = new URL(handoff.body.url).searchParams.get('token') ?? '';
  const redeemed = await redeemHandoff(t, service, token);
  expect(redeemed.status).toBe(200);
  return tokenExchangeResponseSchema.parse(redeemed.body);
}

const status = (accessToken: string) => t.http().get('/api/auth/service-session').set(bearer(accessToken));

describe('services authenticate to redeem a hand-off', () => {
  it('answers 401 invalid_client without credentials or with a wrong secret', async () => {
    const person = await signUpUser(t);
    const handoff = await t
      .http()
      .post('/api/auth/service-handoff')
      .set(bearer(person.token))
      .send({ service: 'erp' });
    const token = new URL(handoff.body.url).searchParams.get('token') ?? '';
    const anonymous = await redeemHandoff(t, 'erp', token, null);
    expect([anonymous.status, anonymous.body.error]).toEqual([401, 'invalid_client']);
    expect(anonymous.headers['www-authenticate']).toMatch(/^Basic/);
    const wrong = await redeemHandoff(t, 'erp', token, 'not-the-secret-of-erp-not-the-secret-of-erp');
    expect([wrong.status, wrong.body.error]).toEqual([401, 'invalid_client']);
    // the token was not used up by the refused attempts
    expect((await redeemHandoff(t, 'erp', token)).status).toBe(200);
  });

  it('refuses a grant type other than token exchange', async () => {
    const res = await t
      .http()
      .post('/api/auth/service-handoff/redeem')
      .set('Authorization', serviceBasicAuth('erp', t.config.serviceClientSecrets.erp))
      .type('form')
      .send({ grant_type: 'client_credentials', subject_token: 'x', subject_token_type: 'y' });
    expect([res.status, res.body.error]).toEqual([400, 'unsupported_grant_type']);
  });

  it('gives the person with their permissions and whether their address is verified', async () => {
    const person = await signUpUser(t);
    const redeemed = await openService(person, 'erp');
    expect(redeemed.user).toMatchObject({
      id: person.user.id,
      email: person.email,
      emailVerified: false,
      role: 'admin',
      permissions: { canPostAsCompany: true, canSellAsCompany: true },
    });
    expect(redeemed.organization.subscriptionType).toBe('free');
    expect((await status(redeemed.access_token)).body.session).toEqual({
      sid: redeemed.session.sid,
      active: true,
    });
  });
});

describe('single sign-out to the services', () => {
  it('sends every service that joined the session a verifiable logout token when the person signs out', async () => {
    const person = await signUpUser(t);
    const [atErp, atMeet] = [await openService(person, 'erp'), await openService(person, 'meet')];
    const [erpBefore, meetBefore] = [erp.tokens.length, meet.tokens.length];
    expect((await t.http().post('/api/auth/sign-out').set(bearer(person.token))).status).toBe(200);
    expect((await status(atErp.access_token)).body.error.code).toBe('session_ended');
    expect((await t.http().get('/api/user/organization').set(bearer(person.token))).status).toBe(401);

    const jwks = createRemoteJWKSet(new URL(`${t.origin}/api/auth/jwks`));
    for (const [receiver, before, redeemed, audience] of [
      [erp, erpBefore, atErp, 'winhub-erp'],
      [meet, meetBefore, atMeet, 'winhub-meet'],
    ] as const) {
      const token = (await receiver.waitFor(before + 1))[before] ?? '';
      expect(decodeProtectedHeader(token).typ).toBe('logout+jwt');
      const { payload } = await jwtVerify(token, jwks, { issuer: t.origin, audience, typ: 'logout+jwt' });
      expect(payload).toMatchObject({
        sub: person.user.id,
        sid: redeemed.session.sid,
        events: { 'http://schemas.openid.net/event/backchannel-logout': {} },
      });
      expect(payload).not.toHaveProperty('nonce');
      expect(typeof payload.jti).toBe('string');
    }
  });

  it('signs the person out of every service when an administrator deactivates them', async () => {
    const person = await signUpUser(t);
    const atErp = await openService(person, 'erp');
    const before = erp.tokens.length;
    const done = await deactivatePerson(t.prisma, t.composed.account.sessions, person.email.toUpperCase());
    expect(done).toEqual({ email: person.email, sessionsEnded: 1 });
    expect((await status(atErp.access_token)).status).toBe(401);
    expect((await t.http().get('/api/user/organization').set(bearer(person.token))).status).toBe(401);
    const token = (await erp.waitFor(before + 1))[before] ?? '';
    const { payload } = await jwtVerify(token, createRemoteJWKSet(new URL(`${t.origin}/api/auth/jwks`)));
    expect(payload.sid).toBe(atErp.session.sid);
    expect(
      await deactivatePerson(t.prisma, t.composed.account.sessions, 'nobody-here@example.com'),
    ).toBeNull();
  });

  it('delivers to a service that was down when it is back', async () => {
    const person = await signUpUser(t);
    const redeemed = await openService(person, 'erp');
    const before = erp.tokens.length;
    const port = erp.port;
    await erp.stop();
    await t.http().post('/api/account/sessions/sign-out-everywhere').set(bearer(person.token));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const pending = await t.prisma.logoutDelivery.findFirstOrThrow({
      where: { sessionId: redeemed.session.sid },
    });
    expect(pending.deliveredAt).toBeNull();
    expect(pending.attempts).toBeGreaterThanOrEqual(1);
    await erp.start(port);
    const tokens = await erp.waitFor(before + 1, 20_000);
    const { payload } = await jwtVerify(
      tokens[before] ?? '',
      createRemoteJWKSet(new URL(`${t.origin}/api/auth/jwks`)),
    );
    expect(payload.sid).toBe(redeemed.session.sid);
  });

  it('refuses a status call without a service access token', async () => {
    const person = await signUpUser(t);
    expect((await status(person.token)).status).toBe(401);
    expect((await t.http().get('/api/auth/service-session')).status).toBe(401);
  });
});
