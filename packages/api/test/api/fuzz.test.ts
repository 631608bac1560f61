import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type SignedUpUser, signUpUser, type TestApp } from '../helpers/testApp.ts';

let t: TestApp;
let admin: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp({ withBilling: true });
  admin = await signUpUser(t);
});
afterAll(() => t.close());

/** Deterministic randomness, so a failure can be replayed. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const FIELD_NAMES = [
  'name',
  'email',
  'password',
  'token',
  'search',
  'service',
  'redirectUri',
  'isRegistration',
  'prefillData',
  'fullName',
  'persona',
  'organizationName',
  'businessType',
  'employees',
  'website',
  'description',
  'clientSecret',
  'card',
  'days',
  'fail',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
];
const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\uFFFF',
  '😀'.repeat(500),
  'a'.repeat(60_000),
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'javascript:alert(1)',
  '%00',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a hostile input that looks like a template
  '${process.exit()}',
  'NaN',
  '-1',
  '1e309',
  'erp',
  'empresa',
  'a@b.c',
  'http://localhost/auth-callback',
  '?code=x&state=y',
  'eyJhbGciOiJub25lIn0.e30.',
];

function randomValue(random: () => number, depth = 0): unknown {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  switch (Math.floor(random() * (depth > 3 ? 6 : 9))) {
    case 0:
      return null;
    case 1:
      return random() < 0.5;
    case 2:
      return pick([0, -1, 1.5, Number.MAX_SAFE_INTEGER, -1e308, 2 ** 31]);
    case 3:
    case 4:
    case 5:
      return pick(HOSTILE_STRINGS);
    case 6:
      return Array.from({ length: Math.floor(random() * 4) }, () => randomValue(random, depth + 1));
    default:
      return randomObject(random, depth + 1);
  }
}

function randomObject(random: () => number, depth = 0): Record<string, unknown> {
  const entries = Array.from({ length: 1 + Math.floor(random() * 6) }, () => [
    FIELD_NAMES[Math.floor(random() * FIELD_NAMES.length)] ?? 'name',
    randomValue(random, depth),
  ]);
  return Object.fromEntries(entries);
}

/** Raw JSON texts, including prototype-pollution keys that JSON.parse keeps as own properties. */
function randomBody(random: () => number): string {
  const choice = random();
  if (choice < 0.1) return pickRaw(random);
  if (choice < 0.25) {
    const key = ['__proto__', 'constructor', 'prototype'][Math.floor(random() * 3)];
    return `{"${key}":{"isAdmin":true,"role":"admin","polluted":true},"name":"x","email":"a@b.c"}`;
  }
  if (choice < 0.35) return JSON.stringify(randomValue(random));
  return JSON.stringify(randomObject(random));
}

function pickRaw(random: () => number): string {
  const raws = [
    '',
    '{',
    '[',
    '{"a":}',
    'null',
    '123',
    '"str"',
    '[[[[[[[[[[]]]]]]]]]]',
    '{"a":1,"a":2}',
    '\u0000',
  ];
  return raws[Math.floor(random() * raws.length)] ?? '';
}

const ENDPOINTS: { method: 'post' | 'patch' | 'get'; path: string; auth?: boolean }[] = [
  { method: 'post', path: '/api/auth/winauth-url' },
  { method: 'post', path: '/api/auth/callback' },
  { method: 'post', path: '/api/auth/validate-winauth-token' },
  { method: 'post', path: '/api/auth/validate-winauth' },
  { method: 'post', path: '/api/auth/service-handoff', auth: true },
  { method: 'post', path: '/api/auth/service-handoff/redeem' },
  { method: 'post', path: '/api/capture-lead' },
  { method: 'post', path: '/api/create-account' },
  { method: 'patch', path: '/api/organization/update', auth: true },
  { method: 'get', path: '/api/user/organization', auth: true },
  { method: 'get', path: '/api/organization/profile', auth: true },
  { method: 'get', path: '/api/health' },
  { method: 'get', path: '/api/config' },
  { method: 'post', path: '/api/billing/create-subscription', auth: true },
  { method: 'post', path: '/api/billing/test-mode/confirm', auth: true },
  { method: 'post', path: '/api/billing/test-mode/advance', auth: true },
  { method: 'get', path: '/api/billing/subscription', auth: true },
  { method: 'get', path: '/api/billing/invoices', auth: true },
];

const BODIES_PER_ENDPOINT = 30;

describe('fuzzing every endpoint with random and hostile input', () => {
  it.each(ENDPOINTS)('$method $path never answers 5xx', async ({ method, path, auth }) => {
    const random = prng(path.length * 7919 + method.length);
    for (let i = 0; i < BODIES_PER_ENDPOINT; i++) {
      const body = randomBody(random);
      const withAuth = auth && random() < 0.8;
      const query = random() < 0.3 ? `?${encodeURIComponent(randomBody(random).slice(0, 2000))}=x` : '';
      let req = t.http()[method](`${path}${query}`);
      if (withAuth) req = req.set(bearer(admin.token));
      if (method !== 'get') req = req.set('Content-Type', 'application/json').send(body);
      const res = await req;
      if (res.status >= 500)
        throw new Error(`${method} ${path} → ${res.status} for body ${body.slice(0, 300)}: ${res.text}`);
      expect(res.headers['content-type']).toMatch(/json/);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
  });

  it('kept the organization and the admin as they were', async () => {
    const me = await t.http().get('/api/user/organization').set(bearer(admin.token));
    expect(me.status).toBe(200);
    expect(me.body.user.role).toBe('admin');
    expect(me.body.user.email).toBe(admin.email);
  });
});
