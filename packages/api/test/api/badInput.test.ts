import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, formAction, startAuthorization } from '../helpers/providerFlow.ts';
import { bearer, createTestApp, type SignedUpUser, signUpUser, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let admin: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpUser(t);
});
afterAll(() => t.close());

const NOT_ALLOWED = 'Contains a character that is not allowed';

/** A fresh provider sign-in screen in its own browser: the form's action and the browser holding its cookie. */
async function signInScreen() {
  const browser = new Browser();
  const start = await startAuthorization(browser, t, { redirectUri: `${t.origin}/auth-callback` });
  if (!('page' in start)) throw new Error('expected the sign-in screen');
  return { browser, login: formAction(t, start.page.html) };
}

const authorizationParams = () => ({
  client_id: 'winhub',
  response_type: 'code',
  scope: 'openid',
  redirect_uri: `${t.origin}/auth-callback`,
  code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  code_challenge_method: 'S256',
  state: 'state',
});

const expectProviderScreen = async (res: Response, status: number, message: RegExp) => {
  const html = await res.text();
  expect({ status: res.status, type: res.headers.get('content-type') }).toEqual({
    status,
    type: 'text/html; charset=utf-8',
  });
  expect(html).toMatch(message);
  expect(html).toContain('<a href="/">Back to WinHub</a>');
};

describe('unstorable text (NUL, lone surrogates) is refused at the edge with 400', () => {
  it('on capture-lead, create-account and organization update, naming the field', async () => {
    const lead = await t
      .http()
      .post('/api/capture-lead')
      .send({ name: 'Ada\u0000', email: 'ada@example.com', businessType: 'startup' });
    const account = await t.http().post('/api/create-account').send({
      email: 'nul@example.com',
      fullName: 'Ada Lovelace',
      password: 'secret\u0000pass',
      persona: 'empresa',
      organizationName: 'Engines',
    });
    const update = await t
      .http()
      .patch('/api/organization/update')
      .set(bearer(admin.token))
      .send({ description: 'half a pair \uD83D here' });
    const nestedKey = await t
      .http()
      .post('/api/auth/winauth-url')
      .send({ prefillData: { 'na\u0000me': 'x' } });
    const query = await t.http().get('/api/health?probe=%00');
    for (const [res, path] of [
      [lead, 'name'],
      [account, 'password'],
      [update, 'description'],
      [nestedKey, 'prefillData.(key)'],
      [query, 'query.probe'],
    ] as const) {
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({
        code: 'validation_error',
        message: NOT_ALLOWED,
        details: [{ path, message: NOT_ALLOWED }],
      });
    }
    expect(await t.prisma.lead.count({ where: { email: 'ada@example.com' } })).toBe(0);
    expect(await t.prisma.user.count({ where: { email: 'nul@example.com' } })).toBe(0);
  });

  it('keeps text with emoji pairs, accents and newlines', async () => {
    const res = await t
      .http()
      .patch('/api/organization/update')
      .set(bearer(admin.token))
      .send({ description: 'Cafés 😀\nline two\ttab' });
    expect(res.status).toBe(200);
    expect(res.body.description).toBe('Cafés 😀\nline two\ttab');
  });

  it("on the provider's sign-in and sign-up forms, as the provider's screen", async () => {
    const { browser, login } = await signInScreen();
    await expectProviderScreen(
      await browser.postForm(login, { email: 'ada\u0000@example.com', password: 'x' }),
      400,
      new RegExp(NOT_ALLOWED),
    );
    await expectProviderScreen(
      await browser.postForm(login.replace(/\/login$/, '/register'), {
        fullName: 'Ada\u0000',
        email: 'ada@example.com',
        password: 'secret12',
      }),
      400,
      new RegExp(NOT_ALLOWED),
    );
  });

  it('on /oidc query parameters, as the provider screen for a browser and JSON otherwise', async () => {
    const params = new URLSearchParams({ ...authorizationParams(), login_hint: 'ada\u0000@example.com' });
    await expectProviderScreen(
      await fetch(`${t.origin}/oidc/auth?${params}`, { headers: { accept: 'text/html' } }),
      400,
      new RegExp(NOT_ALLOWED),
    );
    const api = await t.http().get(`/oidc/auth?${params}`).set('Accept', 'application/json');
    expect(api.status).toBe(400);
    expect(api.body.error.code).toBe('validation_error');
  });

  it("on the provider's own form posts: the pushed authorization request and the token exchange", async () => {
    const { clientId, clientSecret } = t.config.identity;
    const token = await t
      .http()
      .post('/oidc/token')
      .auth(clientId, clientSecret)
      .type('form')
      .send({
        grant_type: 'authorization_code',
        code: 'co\u0000de',
        redirect_uri: `${t.origin}/auth-callback`,
      });
    expect(token.status).toBe(400);
    expect(token.body.error).toBe('invalid_grant');
    const pushed = await t
      .http()
      .post('/oidc/request')
      .auth(clientId, clientSecret)
      .type('form')
      .send({ ...authorizationParams(), login_hint: 'ada\u0000@example.com' });
    expect(pushed.status).toBe(201);
    const requested = new URLSearchParams({ client_id: 'winhub', request_uri: pushed.body.request_uri });
    // a valid client and redirect: the error goes back to the app's callback, as OAuth requires
    const authorized = await fetch(`${t.origin}/oidc/auth?${requested}`, { redirect: 'manual' });
    expect(authorized.status).toBe(303);
    const callback = new URL(authorized.headers.get('location') ?? '');
    expect(callback.pathname).toBe('/auth-callback');
    expect(callback.searchParams.get('error')).toBe('invalid_request');
    expect(callback.searchParams.get('error_description')).toBe(NOT_ALLOWED);
  });
});

describe("the provider's forms answer with the provider's own screen", () => {
  it('when the interaction cookie is missing', async () => {
    const { login } = await signInScreen();
    const res = await new Browser().postForm(login, { email: 'ada@example.com', password: 'x' });
    await expectProviderScreen(res, 400, /expired or was opened in another browser/);
    const page = await fetch(login.replace(/\/login$/, ''), { headers: { accept: 'text/html' } });
    await expectProviderScreen(page, 400, /expired or was opened in another browser/);
  });

  it("when the form's address holds a malformed interaction id", async () => {
    const res = await new Browser().request(`${t.origin}/oidc/interaction/%/login`, {
      method: 'POST',
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=ada%40example.com&password=x',
    });
    await expectProviderScreen(res, 400, /malformed escape/);
  });

  it('when the body is too large', async () => {
    const { browser, login } = await signInScreen();
    const res = await browser.postForm(login, { email: 'a'.repeat(20_000), password: 'x' });
    await expectProviderScreen(res, 413, /Request body is too large/);
  });
});

describe('malformed percent-escapes in a path', () => {
  it('answer 400, never a router error', async () => {
    const api = await t.http().get('/oidc/interaction/%E0%A4%A').set('Accept', 'application/json');
    expect(api.status).toBe(400);
    expect(api.body.error.code).toBe('malformed_path');
    const page = await fetch(`${t.origin}/oidc/interaction/%E0%A4%A`, { headers: { accept: 'text/html' } });
    await expectProviderScreen(page, 400, /malformed escape/);
    for (const path of [
      '/api/%E0%A4%A',
      '/api/auth/%%',
      '/%C0%80',
      '/oidc/%ZZ',
      '/oidc/interaction/%/login',
    ]) {
      const res = await t.http().get(path);
      expect(res.status, path).toBeGreaterThanOrEqual(400);
      expect(res.status, path).toBeLessThan(500);
    }
    const limitedForm = await t.http().post('/oidc/interaction/%/login').type('form').send('email=a');
    expect(limitedForm.status).toBe(400);
  });
});
