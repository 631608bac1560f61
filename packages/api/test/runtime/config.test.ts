import { describe, expect, it } from 'vitest';
import { configWarnings, loadConfig, StartupError } from '../../src/config.ts';

const errorOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    return error as Error;
  }
  throw new Error('loadConfig accepted the environment');
};

describe('configuration from the environment', () => {
  it('starts with no variable at all, on the embedded defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicOrigin).toBe('http://localhost:3000');
    expect(config.identity.issuer).toBe('http://localhost:3000/oidc');
    expect(config.databaseUrl).toBeNull();
    expect(config.redisUrl).toBeNull();
    expect(config.trustProxy).toBe(false);
    expect(config.databasePoolSize).toBe(10);
  });

  it('puts the stand-ins at STAND_IN_BASE_PORT and the five ports after it, unless SERVICE_ORIGINS names a service', () => {
    expect(loadConfig({}).serviceOrigins).toMatchObject({
      market: 'http://localhost:3101',
      wms: 'http://localhost:3106',
    });
    const config = loadConfig({
      STAND_IN_BASE_PORT: '4101',
      SERVICE_ORIGINS: 'meet=https://meet.example.com',
    });
    expect(config.serviceOrigins).toEqual({
      market: 'http://localhost:4101',
      auth: 'http://localhost:4102',
      ads: 'http://localhost:4103',
      erp: 'http://localhost:4104',
      meet: 'https://meet.example.com',
      wms: 'http://localhost:4106',
    });
    expect(config.serviceLogoutUrls.erp).toBe('http://localhost:4104/backchannel-logout');
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: ' ' }).databaseUrl).toBeNull();
  });

  it.each([
    [{ PORT: 'abc' }, /^invalid configuration: PORT="abc" must be a port number.*\(example: PORT=3000\)$/],
    [{ PORT: '70000' }, /PORT="70000" must be a port number/],
    [
      { LOG_LEVEL: 'verbose' },
      /LOG_LEVEL="verbose" must be one of fatal, error, warn, info.*example: LOG_LEVEL=info/,
    ],
    [
      { SERVICE_ORIGINS: 'erp=erp.example.com' },
      /SERVICE_ORIGINS=.* erp: "erp.example.com" is not an absolute http\(s\) URL/,
    ],
    [{ SERVICE_ORIGINS: 'crm=https://crm.example.com' }, /"crm" is not a service/],
    [
      { PUBLIC_ORIGIN: 'winhub.example.com' },
      /PUBLIC_ORIGIN="winhub.example.com" must be an absolute http\(s\) URL/,
    ],
    [{ PUBLIC_ORIGIN: 'https://winhub.example.com/app' }, /must be an origin only/],
    [
      { DATABASE_URL: 'mysql://db/winhub' },
      /^invalid configuration: DATABASE_URL must be a postgresql:\/\/ connection URL/,
    ],
    [
      { DATABASE_POOL_SIZE: 'many' },
      /DATABASE_POOL_SIZE="many" must be a whole number of connections.*example: DATABASE_POOL_SIZE=10/,
    ],
    [{ DATABASE_POOL_SIZE: '0' }, /DATABASE_POOL_SIZE="0" must be between 1 and 200/],
    [{ REDIS_URL: 'localhost:6379' }, /REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/],
    [{ TRUST_PROXY: 'yes' }, /TRUST_PROXY="yes" must be false, a number of proxy hops/],
    [
      { STRIPE_SECRET_KEY: 'pk_test_123' },
      /STRIPE_SECRET_KEY must be a Stripe secret key starting with sk_test_ or sk_live_/,
    ],
    [
      { STRIPE_PUBLISHABLE_KEY: 'sk_test_123' },
      /STRIPE_PUBLISHABLE_KEY="sk_test_123" must be a Stripe publishable key/,
    ],
    [
      { STRIPE_WEBHOOK_SECRET: 'secret' },
      /STRIPE_WEBHOOK_SECRET must be a Stripe webhook signing secret starting with whsec_/,
    ],
    [{ COOKIE_SECRET: 'short' }, /COOKIE_SECRET must be at least 32 characters/],
    [
      { STAND_IN_BASE_PORT: '65533' },
      /STAND_IN_BASE_PORT="65533" must be a port number from 1 to 65530 \(example: STAND_IN_BASE_PORT=4101\)/,
    ],
  ])('refuses %j with one line naming the variable', (env, message) => {
    const error = errorOf(env);
    expect(error).toBeInstanceOf(StartupError);
    expect(error.message).not.toContain('\n');
    expect(error.message).toMatch(message);
  });

  it('never prints the value of a secret variable', () => {
    const error = errorOf({ DATABASE_URL: 'mysql://root:hunter2@db/winhub', STRIPE_SECRET_KEY: 'hunter3' });
    expect(error.message).not.toMatch(/hunter/);
    expect(error.message).toMatch(/DATABASE_URL.*; STRIPE_SECRET_KEY/);
  });

  it('reads TRUST_PROXY as a hop count or a list of addresses', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.0/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
  });

  it('warns when the Stripe secret key comes without its publishable key and webhook secret', () => {
    expect(configWarnings(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' }))).toEqual([
      expect.stringMatching(/STRIPE_PUBLISHABLE_KEY is not/),
      expect.stringMatching(/STRIPE_WEBHOOK_SECRET is not/),
    ]);
    const complete = {
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    };
    expect(configWarnings(loadConfig(complete))).toEqual([]);
  });
});
