import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics, type Metrics } from '../../src/observability/metrics.ts';
import { Browser, startAuthorization } from '../helpers/providerFlow.ts';
import { createTestApp, signUpUser, type TestApp } from '../helpers/testApp.ts';

const TOKEN = 'metrics-token-for-the-tests';
let t: TestApp;
let metrics: Metrics;
beforeAll(async () => {
  metrics = createMetrics({
    poolStats: () => ({ total: 4, idle: 3, waiting: 0 }),
    outboxBacklog: async (outbox) => ({
      pending: outbox === 'mail' ? 2 : 0,
      oldestAgeSeconds: outbox === 'mail' ? 30 : 0,
    }),
    redisReady: () => null,
  });
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN }, metrics, rateLimit: { lead: 1 } });
});
afterAll(() => t.close());

const scrape = async () => {
  const res = await t.http().get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toContain('text/plain');
  return res.text;
};

describe('/metrics', () => {
  it('answers only with the METRICS_TOKEN bearer token', async () => {
    expect((await t.http().get('/metrics')).status).toBe(401);
    expect((await t.http().get('/metrics').set('Authorization', 'Bearer not-the-token')).status).toBe(401);
    await scrape();
  });

  it('does not exist without METRICS_TOKEN', async () => {
    const plain = await createTestApp({ metrics });
    try {
      expect((await plain.http().get('/metrics').set('Authorization', `Bearer ${TOKEN}`)).status).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('counts requests by route pattern and status, with their latency', async () => {
    await t.http().get('/api/health');
    await t.http().get('/api/no-such-route');
    const text = await scrape();
    expect(text).toMatch(
      /winhub_http_requests_total\{method="GET",route="\/api\/health",status="200"\} [1-9]/,
    );
    expect(text).toMatch(
      /winhub_http_requests_total\{method="GET",route="\/api \(no route\)",status="404"\} [1-9]/,
    );
    expect(text).toMatch(
      /winhub_http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/health",status="200"\}/,
    );
  });

  it("counts a body the error handler refused under its route's whole pattern", async () => {
    const refused = await t.http().post('/api/auth/winauth-url').send({ redirectUri: 42 });
    expect(refused.status).toBe(400);
    const text = await scrape();
    expect(text).toMatch(
      /winhub_http_requests_total\{method="POST",route="\/api\/auth\/winauth-url",status="400"\} [1-9]/,
    );
    expect(text).not.toMatch(/route="\/winauth-url"/);
  });

  it('counts the answers of one route in the series of their own status, in turn', async () => {
    const answers = (text: string, status: number) => {
      const series = `winhub_http_request_duration_seconds_count{method="GET",route="/metrics",status="${status}"} `;
      const line = text.split('\n').find((each) => each.startsWith(series));
      return Number(line?.slice(series.length) ?? 0);
    };
    const before = await scrape();
    const withToken = () => t.http().get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
    expect((await withToken()).status).toBe(200);
    expect((await t.http().get('/metrics')).status).toBe(401);
    expect((await withToken()).status).toBe(200);
    const after = await scrape();
    // the first scrape is counted once it has answered: three answers with the token, one without
    expect(answers(after, 200)).toBe(answers(before, 200) + 3);
    expect(answers(after, 401)).toBe(answers(before, 401) + 1);
  });

  it('reads the pool, the outboxes and the process at each scrape', async () => {
    const text = await scrape();
    expect(text).toContain('winhub_db_pool_connections{state="in_use"} 1');
    expect(text).toContain('winhub_outbox_pending{outbox="mail"} 2');
    expect(text).toContain('winhub_outbox_oldest_pending_age_seconds{outbox="mail"} 30');
    expect(text).toContain('winhub_nodejs_eventloop_lag_seconds');
    expect(text).toContain('winhub_process_resident_memory_bytes');
    expect(text).not.toContain('winhub_redis_up ');
  });

  it('counts sign-in outcomes and rate-limit refusals', async () => {
    const person = await signUpUser(t);
    const browser = new Browser();
    const start = await startAuthorization(browser, t, {
      redirectUri: null,
      prefillData: { email: person.email },
    });
    if (!('page' in start)) throw new Error('expected the sign-in screen');
    const failed = await request(t.server)
      .post(`${new URL(start.page.url).pathname}/login`)
      .set('Accept', 'application/json')
      .set('Cookie', browser.cookieHeader())
      .type('form')
      .send({ email: person.email, password: 'not the password' });
    expect(failed.status).toBe(401);

    const lead = { name: 'Lead', email: 'lead@example.com', businessType: 'small' };
    await t.http().post('/api/capture-lead').send(lead);
    expect((await t.http().post('/api/capture-lead').send(lead)).status).toBe(429);

    const text = await scrape();
    expect(text).toContain('winhub_sign_ins_total{outcome="failure",method="password"} 1');
    expect(text).toContain('winhub_rate_limit_refusals_total{limit="lead"} 1');
  });
});
