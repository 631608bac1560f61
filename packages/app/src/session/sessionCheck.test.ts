import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../../test-support/session.ts';
import { checkSession, takeTokenFromUrl } from './sessionCheck.ts';
import { TokenExpiredError } from './validateToken.ts';

const now = Date.UTC(2026, 10, 21, 12, 0, 0);
const fresh = fakeJwt({ exp: now / 1000 + 3600 });

describe('checkSession', () => {
  it('expires a token within the 300 s margin without asking the server', async () => {
    let asked = false;
    const verdict = await checkSession(
      fakeJwt({ exp: now / 1000 + 60 }),
      async () => {
        asked = true;
      },
      now,
    );
    expect(verdict).toBe('expired');
    expect(asked).toBe(false);
  });

  it('expires a token the server answers 401 for', async () => {
    const verdict = await checkSession(
      fresh,
      async () => {
        throw new TokenExpiredError();
      },
      now,
    );
    expect(verdict).toBe('expired');
  });

  it('keeps the page on other failures', async () => {
    const verdict = await checkSession(
      fresh,
      async () => {
        throw new Error('Token validation failed: 503');
      },
      now,
    );
    expect(verdict).toBe('unverified');
  });

  it('accepts a validated token', async () => {
    expect(await checkSession(fresh, async () => ({}), now)).toBe('valid');
  });
});

describe('takeTokenFromUrl', () => {
  it('takes the token off the address', () => {
    expect(takeTokenFromUrl('http://h/dashboard?token=abc&x=1')).toEqual({
      token: 'abc',
      cleanHref: 'http://h/dashboard?x=1',
    });
  });

  it('leaves an address without a token alone', () => {
    expect(takeTokenFromUrl('http://h/dashboard')).toEqual({ token: null, cleanHref: 'http://h/dashboard' });
  });
});
