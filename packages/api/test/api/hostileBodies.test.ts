import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUnstorableText } from '../../src/contract/storableText.ts';
import { nestsDeeperThan } from '../../src/http/jsonDepth.ts';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const nested = (depth: number, inner = '0') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;

describe('a deeply nested JSON body', () => {
  it('is a 400 json_too_deep on any /api path, known or not, before any other work', async () => {
    for (const path of ['/api/capture-lead', '/api/no-such-route']) {
      const res = await t.http().post(path).set('Content-Type', 'application/json').send(nested(12_000));
      expect({ path, status: res.status, code: res.body.error?.code }).toEqual({
        path,
        status: 400,
        code: 'json_too_deep',
      });
    }
  });

  it('is read normally up to 64 levels (the route then judges its shape)', async () => {
    const res = await t
      .http()
      .post('/api/capture-lead')
      .set('Content-Type', 'application/json')
      .send(`{"email":${nested(63)}}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_error');
  });

  it('counts brackets inside strings as text, not nesting', () => {
    expect(nestsDeeperThan(Buffer.from(`{"a":"${'['.repeat(500)}\\"${'{'.repeat(500)}"}`))).toBe(false);
    expect(nestsDeeperThan(Buffer.from(nested(64)))).toBe(false);
    expect(nestsDeeperThan(Buffer.from(nested(65)))).toBe(true);
  });

  it('never overflows the stack of the unstorable-text check, and names the deep field', () => {
    let value: unknown = 'bad\u0000';
    for (let level = 0; level < 50_000; level++) value = { k: value };
    const found = findUnstorableText(value);
    expect(found?.split('.')).toHaveLength(50_000);
    expect(findUnstorableText({ a: [{ 'x\u0000': 1 }] }, 'body')).toBe('body.a.0.(key)');
  });
});

describe('Permissions-Policy', () => {
  it('is on api answers, pages and the provider, allowing only passkeys on WinHub’s own origin', async () => {
    for (const path of ['/api/health', '/api/no-such-route', '/', '/oidc/.well-known/openid-configuration']) {
      const policy = (await t.http().get(path)).headers['permissions-policy'];
      expect(policy, path).toContain('camera=()');
      expect(policy, path).toContain('geolocation=()');
      expect(policy, path).toContain('publickey-credentials-get=(self)');
    }
  });
});
