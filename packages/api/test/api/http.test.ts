import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppConfig } from '../../src/config.ts';
import { createLogger } from '../../src/logger.ts';
import { anotherInstance, bearer, createTestApp, signUpUser, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Another app on the same database and provider, with a different configuration. */
const appWith = async (config: Partial<AppConfig>, logger = t.logger, serveApp = false) => {
  const instance = await anotherInstance(t, { config: { ...t.config, ...config }, logger, serveApp });
  instance.close();
  return instance.app;
};

describe('system endpoints', () => {
  it('GET /api/health reports the database', async () => {
    const res = await t.http().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up' });
  });

  it('GET /api/config gives what the app needs at runtime', async () => {
    const res = await t.http().get('/api/config');
    expect(res.body).toEqual({
      productKey: 'winhub',
      authOrigin: t.origin,
      authIssuer: `${t.origin}/oidc`,
      clientId: 'winhub',
      businessDomain: null,
      accountsAtProvider: false,
      payment: { mode: 'test', publishableKey: null },
    });
    const stripe = await appWith({
      stripe: { secretKey: 'sk_test_x', publishableKey: 'pk_test_x', webhookSecret: null },
      businessDomain: 'winhub.example',
    });
    const withStripe = await request(stripe).get('/api/config');
    expect(withStripe.body).toMatchObject({
      businessDomain: 'winhub.example',
      payment: { mode: 'stripe', publishableKey: 'pk_test_x' },
    });
  });
});

describe('http behaviour', () => {
  it('sets security headers with a strict CSP and echoes a request id', async () => {
    const res = await t.http().get('/api/health').set('X-Request-Id', 'abc-123');
    expect(res.headers['x-request-id']).toBe('abc-123');
    // a JSON answer loads nothing and is framed nowhere; it carries no header only a document reads
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    for (const documentOnly of [
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
    ])
      expect(res.headers[documentOnly], documentOnly).toBeUndefined();
    // the api's reference page, a document, loads its own code (the app's pages: 'the built app' below)
    for (const path of ['/api/docs', '/api/docs/', '/API/Docs?x=1']) {
      const csp = (await t.http().get(path)).headers['content-security-policy'];
      expect(csp, path).toContain("default-src 'self'");
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).toContain("img-src 'self' data:");
      expect(csp, path).toContain("frame-ancestors 'none'");
    }
    const generated = await t.http().get('/api/health').set('X-Request-Id', '<script>');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown /api routes with a 404 JSON error', async () => {
    for (const [method, url] of [
      ['get', '/api/nope'],
      ['post', '/api/auth/nope'],
      ['delete', '/api/user/organization'],
    ] as const) {
      const res = await t.http()[method](url);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('route_not_found');
    }
  });

  it('answers malformed JSON with 400, a too large body with 413 and a wrong content type with 415', async () => {
    const malformed = await t
      .http()
      .post('/api/capture-lead')
      .set('Content-Type', 'application/json')
      .send('{"name":');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.code).toBe('malformed_json');

    const huge = await t
      .http()
      .post('/api/capture-lead')
      .send({ name: 'x'.repeat(200_000) });
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe('payload_too_large');

    const form = await t.http().post('/api/capture-lead').type('form').send({ name: 'x' });
    expect(form.status).toBe(415);
    expect(form.body.error.code).toBe('unsupported_media_type');
    const text = await t.http().post('/api/create-account').set('Content-Type', 'text/plain').send('hi');
    expect(text.status).toBe(415);

    const scalar = await t
      .http()
      .post('/api/capture-lead')
      .set('Content-Type', 'application/json')
      .send('"just a string"');
    expect(scalar.status).toBe(400);
  });

  it('rate-limits sign-in, account creation and lead capture with 429', async () => {
    const limited = await appWith({ rateLimit: { ...t.config.rateLimit, auth: 2, account: 2, lead: 2 } });
    for (const url of ['/api/auth/callback', '/api/create-account', '/api/capture-lead']) {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt++)
        statuses.push((await request(limited).post(url).send({})).status);
      expect(statuses).toEqual([400, 400, 429]);
      const last = await request(limited).post(url).send({});
      expect(last.body.error.code).toBe('rate_limited');
      expect(last.headers.ratelimit).toBeDefined();
    }
    expect((await request(limited).get('/api/health')).status).toBe(200);
    // pages and services validate tokens on every load: never counted against sign-in
    const validations: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++)
      validations.push((await request(limited).post('/api/auth/validate-winauth-token').send({})).status);
    expect(validations).toEqual([400, 400, 400, 400]);
  });

  it('never logs tokens, passwords or cookies', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logged = await appWith({}, createLogger('info', sink));
    const user = await signUpUser(t);
    await request(logged)
      .get('/api/user/organization?token=secret-in-query')
      .set(bearer(user.token))
      .set('Cookie', 'a=b');
    await request(logged).post('/api/create-account').send({ email: 'x', password: 'hunter2-password' });
    const output = lines.join('');
    expect(output).toContain('/api/user/organization');
    for (const secret of [user.token, 'hunter2-password', 'secret-in-query', 'a=b'])
      expect(output).not.toContain(secret);
  });
});

describe('the built app', () => {
  it('serves static files and the pages of app routes, never for /api or /oidc', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'winhub-dist-'));
    try {
      await mkdir(path.join(dist, 'pages'));
      for (const page of ['dashboard', '404'])
        await writeFile(
          path.join(dist, `pages/${page}.html`),
          '<!doctype html><html><head><script>1</script><title>x</title></head><body><div id="root"></div></body></html>',
        );
      await writeFile(path.join(dist, 'app.js'), 'console.log(1)');
      const app = await appWith({ appDistDir: dist }, t.logger, true);
      const page = await request(app).get('/dashboard').set('Accept', 'text/html');
      expect(page.status).toBe(200);
      expect(page.text).toContain('id="root"');
      const nonce = /<meta name="csp-nonce" nonce="([^"]+)">/.exec(page.text)?.[1];
      expect(page.headers['content-security-policy']).toContain(`style-src 'self' 'nonce-${nonce}'`);
      // the page's inline script runs under the same response's nonce
      expect(page.text).toContain(`<script nonce="${nonce}">1</script>`);
      expect(page.headers['content-security-policy']).toContain(`script-src 'self' 'nonce-${nonce}'`);
      expect(page.headers['content-security-policy']).toContain("img-src 'self' data:");
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
      // with Stripe, the pages' policy lets its script and frames in
      const stripe = await appWith(
        {
          appDistDir: dist,
          stripe: { secretKey: 'sk_test_x', publishableKey: 'pk_test_x', webhookSecret: null },
        },
        t.logger,
        true,
      );
      const stripePolicy = (await request(stripe).get('/dashboard').set('Accept', 'text/html')).headers[
        'content-security-policy'
      ];
      expect(stripePolicy).toContain('https://js.stripe.com');
      expect(stripePolicy).toContain('frame-src https://js.stripe.com');
      expect((await request(app).get('/assets/missing.js').set('Accept', 'text/html')).status).toBe(404);
      expect((await request(app).get('/app.js')).text).toContain('console.log');
      expect((await request(app).get('/api/unknown').set('Accept', 'text/html')).status).toBe(404);
      expect((await request(app).get('/oidc/unknown-page').set('Accept', 'text/html')).text).not.toContain(
        'id="root"',
      );
    } finally {
      await rm(dist, { recursive: true, force: true });
    }
  });
});
