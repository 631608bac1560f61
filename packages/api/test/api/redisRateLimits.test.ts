import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRedis, type RedisClient } from '../../src/redis.ts';
import { anotherInstance, createTestApp, type TestApp } from '../helpers/testApp.ts';

const redisUrl = process.env.WINHUB_TEST_REDIS_URL;
if (!redisUrl) {
  console.warn(
    'Redis rate-limit tests skipped: WINHUB_TEST_REDIS_URL is not set (e.g. redis://127.0.0.1:6379)',
  );
}

describe.skipIf(!redisUrl)('rate limits kept in Redis', () => {
  // this run's own keys, so parallel runs on one Redis never share a bucket
  const redisKeyPrefix = `winhub-test:${randomBytes(6).toString('hex')}:rate-limit:`;
  let t: TestApp;
  let redis: RedisClient;
  beforeAll(async () => {
    t = await createTestApp();
    redis = await connectRedis(redisUrl ?? '', t.logger);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${redisKeyPrefix}*`);
    if (keys.length) await redis.del(keys);
    await redis.close();
    await t.close();
  });

  /** Another WinHub instance: its own app and rate-limit stores, the same Redis. */
  const instance = async () => {
    const composed = await anotherInstance(t, {
      redis,
      config: { ...t.config, rateLimit: { ...t.config.rateLimit, lead: 2, redisKeyPrefix } },
    });
    composed.close();
    return composed.app;
  };

  it('share one bucket between two instances: the third attempt is refused on either', async () => {
    const [first, second] = await Promise.all([instance(), instance()]);
    const attempt = async (app: Awaited<ReturnType<typeof instance>>) =>
      (await request(app).post('/api/capture-lead').send({})).status;
    expect([await attempt(first), await attempt(second)]).toEqual([400, 400]);
    expect([await attempt(first), await attempt(second)]).toEqual([429, 429]);
    expect(await redis.keys(`${redisKeyPrefix}lead:*`)).toHaveLength(1);
  });
});
