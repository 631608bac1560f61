import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the embedded provider speaks only for PUBLIC_ORIGIN', () => {
  it('advertises its issuer and endpoints from PUBLIC_ORIGIN whatever Host or X-Forwarded-* says', async () => {
    const res = await t
      .http()
      .get('/oidc/.well-known/openid-configuration')
      .set('Host', 'evil.example')
      .set('X-Forwarded-Host', 'evil.example')
      .set('X-Forwarded-Proto', 'https');
    expect(res.status).toBe(200);
    expect(res.body.issuer).toBe(`${t.origin}/oidc`);
    expect(res.body.authorization_endpoint).toBe(`${t.origin}/oidc/auth`);
    expect(res.body.token_endpoint).toBe(`${t.origin}/oidc/token`);
    expect(res.body.jwks_uri).toBe(`${t.origin}/oidc/jwks`);
    expect(JSON.stringify(res.body)).not.toContain('evil.example');
  });
});
