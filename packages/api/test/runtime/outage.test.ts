import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, isolatedPostgres, signUpUser, type TestApp } from '../helpers/testApp.ts';
import { createTcpProxy, type TcpProxy } from './tcpProxy.ts';

const postgresUrl = process.env.DATABASE_URL;

describe.skipIf(!postgresUrl)('a database outage (PostgreSQL behind a relay the test cuts)', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  let token: string;
  let schema: Awaited<ReturnType<typeof isolatedPostgres>>;

  beforeAll(async () => {
    // its own schema, as every other test file has: never the database's public schema
    schema = await isolatedPostgres();
    const target = new URL(schema?.url ?? '');
    proxy = await createTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const relayed = new URL(target);
    relayed.host = `127.0.0.1:${proxy.port}`;
    t = await createTestApp({ env: { DATABASE_URL: relayed.toString() } });
    token = (await signUpUser(t)).token;
  });
  afterAll(async () => {
    await proxy?.restore();
    await t?.close();
    await proxy?.close();
    await schema?.drop();
  });

  const authorizationRequest = () =>
    `/oidc/auth?${new URLSearchParams({
      client_id: t.config.identity.clientId,
      response_type: 'code',
      scope: 'openid',
      redirect_uri: `${t.origin}/auth-callback`,
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      state: 'state-1',
      nonce: 'nonce-1',
    })}`;

  it('answers 503 database_unavailable with Retry-After on api and provider routes, then recovers', async () => {
    expect((await t.http().get('/api/user/organization').set(bearer(token))).status).toBe(200);
    expect((await t.http().get('/api/ready')).body).toEqual({
      status: 'ready',
      database: 'up',
      migrations: 'current',
      identityProvider: 'embedded',
    });
    await proxy.cut();

    for (const during of [
      await t.http().get('/api/user/organization').set(bearer(token)),
      await t.http().post('/api/create-account').send({
        email: 'outage@example.com',
        password: 'correct horse battery',
        fullName: 'Out Age',
        persona: 'empresa',
        organizationName: 'Outage Org',
        businessType: 'technology',
        employees: '1-5',
      }),
      await t.http().get(authorizationRequest()),
    ]) {
      expect(during.status).toBe(503);
      expect(during.body.error.code).toBe('database_unavailable');
      expect(during.headers['retry-after']).toMatch(/^\d+$/);
    }
    const ready = await t.http().get('/api/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ status: 'not_ready', database: 'down' });
    const alive = await t.http().get('/api/health');
    expect(alive.status).toBe(200);
    expect(alive.body).toEqual({ status: 'degraded', database: 'down' });

    await proxy.restore();
    expect((await t.http().get('/api/user/organization').set(bearer(token))).status).toBe(200);
    expect((await t.http().get('/api/ready')).status).toBe(200);
  });
});
