import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../../test-support/session.ts';
import { isTokenExpiring, tokenExpiry } from './jwt.ts';

const now = Date.UTC(2026, 10, 21, 12, 0, 0);
const nowSeconds = now / 1000;

describe('tokenExpiry', () => {
  it('reads exp from the payload', () => {
    expect(tokenExpiry(fakeJwt({ exp: 1234 }))).toBe(1234);
  });

  it('answers null for opaque tokens and tokens without exp', () => {
    expect(tokenExpiry('opaque-token')).toBeNull();
    expect(tokenExpiry(fakeJwt({ sub: 'x' }))).toBeNull();
    expect(tokenExpiry('a.%%%.c')).toBeNull();
  });
});

describe('isTokenExpiring', () => {
  it('counts a token expiring within 300 s as expired', () => {
    expect(isTokenExpiring(fakeJwt({ exp: nowSeconds + 299 }), now)).toBe(true);
    expect(isTokenExpiring(fakeJwt({ exp: nowSeconds - 10 }), now)).toBe(true);
  });

  it('keeps a token with 300 s or more left', () => {
    expect(isTokenExpiring(fakeJwt({ exp: nowSeconds + 300 }), now)).toBe(false);
    expect(isTokenExpiring(fakeJwt({ exp: nowSeconds + 3600 }), now)).toBe(false);
  });

  it('leaves tokens without exp to the server', () => {
    expect(isTokenExpiring('opaque', now)).toBe(false);
  });
});
