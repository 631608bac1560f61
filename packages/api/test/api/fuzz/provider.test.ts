import { describe, expect, it } from 'vitest';
import { Browser, formAction, startAuthorization } from '../../helpers/providerFlow.ts';
import type { TestApp } from '../../helpers/testApp.ts';
import { expectNo5xx, useFuzzApp } from './fuzzApp.ts';
import { encodeHostile, HOSTILE_STRINGS, pickOne, prng } from './hostileInput.ts';

const fuzz = useFuzzApp();

/** Fresh sign-in screens: their form actions, in a browser holding their interaction cookie. */
async function providerForms(t: TestApp) {
  const browser = new Browser();
  const start = await startAuthorization(browser, t, { redirectUri: `${t.origin}/auth-callback` });
  if (!('page' in start)) throw new Error('expected the sign-in screen');
  const login = formAction(t, start.page.html);
  return { browser, login, register: login.replace(/\/login$/, '/register') };
}

const FORM_FIELDS = ['email', 'password', 'fullName', 'name', 'screen', '__proto__'];

/** A raw urlencoded body: hostile values percent-encoded, or raw malformed escapes left as they are. */
function randomForm(random: () => number): string {
  // the fields the forms read, always present, so hostile values reach the account look-up and sign-up
  const names = [
    'email',
    'password',
    'fullName',
    ...Array.from({ length: Math.floor(random() * 2) }, () => pickOne(random, FORM_FIELDS)),
  ];
  const fields = names.map((name) => {
    const value = random() < 0.7 ? pickOne(random, HOSTILE_STRINGS) : `${name}@example.com`;
    const encoded = random() < 0.3 ? value : encodeHostile(value);
    return `${name}=${encoded}`;
  });
  return fields.join('&');
}

describe('fuzzing the provider and its parameters', () => {
  it("the provider's sign-in and sign-up forms answer with pages, never 5xx", async () => {
    const t = fuzz.t();
    const random = prng(4242);
    let forms = await providerForms(t);
    for (let i = 0; i < 40; i++) {
      if (i % 10 === 9) forms = await providerForms(t);
      const target = random() < 0.5 ? forms.login : forms.register;
      const body = random() < 0.1 ? `email=${'a'.repeat(12_000)}` : randomForm(random);
      const browser = random() < 0.15 ? new Browser() : forms.browser;
      const res = await browser.request(target, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        body,
      });
      const text = await res.text();
      expectNo5xx(`POST ${target} ${body.slice(0, 200)}`, { status: res.status, text });
      if (res.status < 300 || res.status >= 400)
        expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    }
  });

  it('/oidc query parameters never answer 5xx', async () => {
    const t = fuzz.t();
    const random = prng(1717);
    const base = {
      client_id: 'winhub',
      response_type: 'code',
      scope: 'openid email profile',
      redirect_uri: `${t.origin}/auth-callback`,
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
      state: 'state',
    };
    const names = [
      ...Object.keys(base),
      'login_hint',
      'prompt',
      'screen_hint',
      'prefill_name',
      'nonce',
      'max_age',
      'ui_locales',
      'claims',
      'request_uri',
    ];
    const forms = await providerForms(t);
    for (let i = 0; i < 60; i++) {
      const name = pickOne(random, names);
      const value = pickOne(random, HOSTILE_STRINGS);
      const raw = random() < 0.3;
      const query = new URLSearchParams(base);
      query.delete(name);
      const encoded = raw ? value : encodeHostile(value);
      const target = pickOne(random, [
        `/oidc/auth?${query}&${name}=${encoded}`,
        `/oidc/interaction/${new URL(forms.login).pathname.split('/')[3]}?${name}=${encoded}`,
        `/oidc/.well-known/openid-configuration?${name}=${encoded}`,
        `/oidc/jwks?${name}=${encoded}`,
        `/oidc/me?${name}=${encoded}`,
      ]);
      const res = await forms.browser.request(`${t.origin}${target}`, { headers: { accept: 'text/html' } });
      expectNo5xx(`GET ${target}`, { status: res.status, text: await res.text() });
    }
    const { clientId, clientSecret } = t.config.identity;
    for (let i = 0; i < 20; i++) {
      const res = await t
        .http()
        .post(pickOne(random, ['/oidc/token', '/oidc/request']))
        .auth(clientId, clientSecret)
        .type('form')
        .send(
          `grant_type=authorization_code&${randomForm(random)}&code=${encodeHostile(pickOne(random, HOSTILE_STRINGS))}`,
        );
      expectNo5xx('POST /oidc/token|request', res);
    }
  });
});
