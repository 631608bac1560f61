// Hostile input for the fuzz tests: deterministic generators of bodies, values and escapes.

/** Deterministic randomness, so a failure can be replayed. */
export function prng(seed: number) {
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
export const HOSTILE_STRINGS = [
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
  // control characters
  '\u0001\u0007\u001b[31mred\u001b[0m',
  'tab\tnew\nline\rreturn\u000b\u000c',
  '\u007f\u0085\u2028\u2029\u200b\u202e',
  'a\u0000b',
  // lone surrogates
  '\uD800',
  'abc\uDFFF',
  '\uDBFF\uDBFF',
  // malformed percent-escapes
  '%E0%A4%A',
  '%',
  '%%41',
  '%C0%80',
  '%ED%A0%80',
  // numbers and timestamps out of range, as text
  '1e309',
  '-1e309',
  '123456789012345678901234567890',
  '8640000000000001',
  '275760-09-13T00:00:00.001Z',
  '-271821-04-20T00:00:00.000Z',
  '9999-99-99T99:99:99Z',
  '0000-00-00',
];

/** JSON number literals JavaScript cannot hold exactly (or at all), and timestamps past Date's range. */
export const OUT_OF_RANGE_NUMBERS = [
  '1e309',
  '-1e309',
  '1e-400',
  '123456789012345678901234567890',
  '9007199254740993',
  '-9007199254740993',
  '8640000000000001',
  '-8640000000000001',
  '4102444800000000',
  '2147483648',
  '-2147483649',
  '0.1e-5000',
];
export const NUMBER_SLOT = '"__number_out_of_range__"';

function randomValue(random: () => number, depth = 0): unknown {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  switch (Math.floor(random() * (depth > 3 ? 6 : 9))) {
    case 0:
      return random() < 0.5 ? null : JSON.parse(NUMBER_SLOT);
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
export function randomBody(random: () => number): string {
  const choice = random();
  if (choice < 0.1) return pickRaw(random);
  if (choice < 0.25) {
    const key = ['__proto__', 'constructor', 'prototype'][Math.floor(random() * 3)];
    return `{"${key}":{"isAdmin":true,"role":"admin","polluted":true},"name":"x","email":"a@b.c"}`;
  }
  const text = choice < 0.35 ? JSON.stringify(randomValue(random)) : JSON.stringify(randomObject(random));
  return text.replaceAll(NUMBER_SLOT, () => pickOne(random, OUT_OF_RANGE_NUMBERS));
}

const LONE_SURROGATES = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Percent-encodes `text`; a lone surrogate, which has no UTF-8, becomes the escape of one (itself malformed). */
export const encodeHostile = (text: string) =>
  text.split(LONE_SURROGATES).map(encodeURIComponent).join('%ED%A0%80');

export const pickOne = <T>(random: () => number, items: readonly T[]) =>
  items[Math.floor(random() * items.length)] as T;

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
    '{"name":"\\u0000"}',
    '{"name":"\\ud800"}',
    '{"days":1e309}',
    '{"days":-1e309}',
    '{"days":123456789012345678901234567890}',
    '{"clientSecret":"x","card":{"number":"4242424242424242","expMonth":1e400,"expYear":275760,"cvc":"123","name":"A"}}',
  ];
  return raws[Math.floor(random() * raws.length)] ?? '';
}

/** One value of each class: NUL, control characters, lone surrogates, a malformed escape, an out-of-range timestamp. */
export const CLASS_SAMPLES = [
  'a\u0000b',
  '\u0001\u001b[31m\u007f',
  'x\uD800',
  '\uDFFFy',
  '%E0%A4%A',
  '275760-09-13T00:00:00.001Z',
];
