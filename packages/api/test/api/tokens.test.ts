import { generateKeyPair, importJWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ServiceKey } from '../../src/contract/common.ts';
import { loadProviderSecrets } from '../../src/identity/embedded/secrets.ts';
import { redeemHandoff, sessionIdOf } from '../helpers/serviceClient.ts';
import { bearer, createTestApp, type SignedUpUser, signUpUser, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let user: SignedUpUser;
let subject: string;
beforeAll(async () => {
  t = await createTestApp();
  user = await signUpUser(t, { fullName: 'Token Tester' });
  subject = (await t.prisma.user.findUniqueOrThrow({ where: { id: user.user.id } })).identitySubject ?? '';
});
afterAll(() => t.close());

const now = () => Math.floor(Date.now() / 1000);

interface TokenOptions {
  expiresIn?: number;
  audience?: string;
  issuer?: string;
  typ?: string;
  sub?: string;
}

async function signWithProviderKey(options: TokenOptions = {}) {
  const { signingKey } = await loadProviderSecrets(t.prisma);
  const key = await importJWK(signingKey, 'RS256');
  return new SignJWT({ email: user.email, sid: sessionIdOf(user.token) })
    .setProtectedHeader({ alg: 'RS256', typ: options.typ ?? 'at+jwt', kid: signingKey.kid })
    .setIssuer(options.issuer ?? t.config.identity.issuer)
    .setAudience(options.audience ?? t.config.identity.audience)
    .setSubject(options.sub ?? subject)
    .setIssuedAt()
    .setExpirationTime(now() + (options.expiresIn ?? 3600))
    .sign(key);
}

const validate = (token: string, path = '/api/auth/validate-winauth-token') =>
  t.http().post(path).send({ token });

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('token validation', () => {
  it('accepts the token from create-account on both validation endpoints and as a bearer token', async () => {
    for (const path of ['/api/auth/validate-winauth-token', '/api/auth/validate-winauth']) {
      const res = await validate(user.token, path);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        user: {
          id: user.user.id,
          email: user.email,
          firstName: 'Token',
          lastName: 'Tester',
          fullName: 'Token Tester',
          emailVerified: false,
        },
      });
    }
    expect((await t.http().get('/api/organization/profile').set(bearer(user.token))).status).toBe(200);
  });

  it('treats a token expiring within 300 s as expired: 299 s → 401 token_expired, 301 s → 200', async () => {
    const almost = await validate(await signWithProviderKey({ expiresIn: 299 }));
    expect(almost.status).toBe(401);
    expect(almost.body.error.code).toBe('token_expired');
    expect((await validate(await signWithProviderKey({ expiresIn: 301 }))).status).toBe(200);
    const past = await validate(await signWithProviderKey({ expiresIn: -10 }));
    expect(past.status).toBe(401);
    expect(past.body.error.code).toBe('token_expired');
  });

  it('still expires a token it has already accepted: the same token 10 minutes later is token_expired', async () => {
    const token = await signWithProviderKey({ expiresIn: 900 });
    expect((await validate(token)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 600_000 });
    try {
      const later = await validate(token);
      expect(later.status).toBe(401);
      expect(later.body.error.code).toBe('token_expired');
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    ['a wrong audience', { audience: 'https://elsewhere.example/api' }],
    ['a wrong issuer', { issuer: 'https://evil.example/oidc' }],
    ['a plain JWT type instead of at+jwt', { typ: 'JWT' }],
    ['an unknown subject', { sub: 'nobody' }],
  ])('rejects %s with 401 invalid_token', async (_name, options: TokenOptions) => {
    const res = await validate(await signWithProviderKey(options));
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('invalid_token');
  });

  it('rejects a tampered signature, a foreign key, alg none and an HS256 confusion token', async () => {
    const genuine = await signWithProviderKey();
    // accepted first, so the forged payload below comes with the signature of a token already verified
    expect((await validate(genuine)).status).toBe(200);
    const [header, payload, signature = ''] = genuine.split('.');
    const flipped = `${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const forgedPayload = base64url({
      ...JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()),
      email: 'x@y.z',
    });

    const { privateKey } = await generateKeyPair('RS256');
    const foreign = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt' })
      .setIssuer(t.config.identity.issuer)
      .setAudience(t.config.identity.audience)
      .setSubject(subject)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(privateKey);
    const claims = {
      iss: t.config.identity.issuer,
      aud: t.config.identity.audience,
      sub: subject,
      iat: now(),
      exp: now() + 3600,
    };
    const algNone = `${base64url({ alg: 'none', typ: 'at+jwt' })}.${base64url(claims)}.`;
    const hs256 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .sign(new TextEncoder().encode(t.config.cookieSecret));

    for (const token of [
      flipped,
      `${header}.${forgedPayload}.${signature}`,
      foreign,
      algNone,
      hs256,
      'not-a-jwt',
    ]) {
      const res = await validate(token);
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('invalid_token');
      const protectedRes = await t.http().get('/api/user/organization').set(bearer(token));
      expect(protectedRes.status).toBe(401);
    }
  });

  it('answers 400 with the message when the token is missing, and 401 without a bearer token', async () => {
    const missing = await t.http().post('/api/auth/validate-winauth-token').send({});
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({ code: 'validation_error', message: 'Token is required' });
    expect(missing.body.error.details).toEqual([{ path: 'token', message: 'Token is required' }]);
    for (const header of [
      undefined,
      'Basic abc',
      'Bearer',
      'Bearer ',
      `Bearer ${user.token} more`,
      `Bearer${user.token}`,
    ]) {
      const req = t.http().get('/api/user/organization');
      const res = await (header ? req.set('Authorization', header) : req);
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('unauthorized');
    }
  });

  it('reads the scheme in any case and the token after any run of spaces', async () => {
    for (const header of [`bearer ${user.token}`, `BEARER \t ${user.token}`, `Bearer   ${user.token}`]) {
      const res = await t.http().get('/api/user/organization').set('Authorization', header);
      expect(res.status).toBe(200);
    }
  });
});

describe('POST /api/auth/winauth-url', () => {
  const start = (body: object, origin?: string) => {
    const req = t.http().post('/api/auth/winauth-url');
    return (origin ? req.set('Origin', origin) : req).send(body);
  };

  it('builds the provider login address with PKCE, state, nonce and force_loading, in a signed httpOnly cookie', async () => {
    const res = await start({ redirectUri: `${t.origin}/auth-callback`, isRegistration: false });
    expect(res.status).toBe(200);
    const url = new URL(res.body.authUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${t.config.identity.issuer}/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: t.config.identity.clientId,
      response_type: 'code',
      force_loading: 'true',
      redirect_uri: `${t.origin}/auth-callback`,
      code_challenge_method: 'S256',
    });
    for (const name of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(name)).toBeTruthy();
    expect(url.searchParams.has('screen_hint')).toBe(false);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/winhub_auth_tx=s%3A/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Path=\/api\/auth/);
  });

  it('opens the sign-up screen with the prefill for a registration', async () => {
    const res = await start({
      redirectUri: `${t.origin}/auth-callback`,
      isRegistration: true,
      prefillData: { name: 'Ada Lovelace', email: 'ada@example.com' },
    });
    const params = new URL(res.body.authUrl).searchParams;
    expect(params.get('screen_hint')).toBe('signup');
    expect(params.get('prompt')).toBe('login');
    expect(params.get('login_hint')).toBe('ada@example.com');
    expect(params.get('prefill_name')).toBe('Ada Lovelace');
  });

  it('uses the default origin when redirectUri is null, and refuses addresses off the allow-list', async () => {
    const res = await start({ redirectUri: null });
    expect(new URL(res.body.authUrl).searchParams.get('redirect_uri')).toBe(`${t.origin}/auth-callback`);
    for (const redirectUri of [
      'https://evil.example/auth-callback',
      `${t.origin}/elsewhere`,
      `${t.origin}/auth-callback?x=1`,
    ]) {
      const refused = await start({ redirectUri });
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe('redirect_uri_not_allowed');
    }
    const wrongType = await start({ redirectUri: 42, isRegistration: 'yes' });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.error.code).toBe('validation_error');
  });
});

describe('service hand-off', () => {
  const handoff = (service: unknown, token = user.token) =>
    t.http().post('/api/auth/service-handoff').set(bearer(token)).send({ service });
  const redeem = (token: string, service: ServiceKey) => redeemHandoff(t, service, token);

  it('gives the service origin with a single-use token of at most 60 s bound to that service', async () => {
    const res = await handoff('erp');
    expect(res.status).toBe(200);
    const url = new URL(res.body.url);
    expect(url.origin).toBe(t.config.serviceOrigins.erp);
    const token = url.searchParams.get('token') ?? '';
    expect(token).not.toBe(user.token);
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(60);

    const foreign = await redeem(token, 'meet');
    expect([foreign.status, foreign.body.error]).toEqual([400, 'invalid_grant']);
    const first = await redeem(token, 'erp');
    expect(first.status).toBe(200);
    expect(first.body.user).toMatchObject({ id: user.user.id, email: user.email, role: 'admin' });
    expect(first.body.organization.name).toBe('Analytical Engines');
    const second = await redeem(token, 'erp');
    expect([second.status, second.body.error]).toEqual([400, 'invalid_grant']);
    expect(second.body.error_description).toBe('The hand-off token was already used.');
  });

  it('refuses unknown services, forged tokens and callers without a session', async () => {
    const unknown = await handoff('crm');
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details).toEqual([{ path: 'service', message: 'Unknown service' }]);
    expect((await t.http().post('/api/auth/service-handoff').send({ service: 'erp' })).status).toBe(401);
    expect((await redeem(user.token, 'erp')).body.error).toBe('invalid_grant');
    expect((await redeem('x.y.z', 'erp')).body.error).toBe('invalid_grant');
  });
});
