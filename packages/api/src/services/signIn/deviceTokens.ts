import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * OWASP's device cookies: a browser that has signed in to an account gets a token signed for that account
 * (its address's throttle key), one cookie per account. Failures presented with a valid token count
 * against that browser only; failures without one count against the account's untrusted clients.
 */
export interface DeviceTokens {
  /** A new token for the account whose throttle key is `accountKey`. */
  issue(accountKey: string): DeviceCookie;
  /** The nonce of the first of `presented` that is signed for `accountKey`; null when none is. */
  trusted(accountKey: string, presented: readonly string[]): string | null;
}

export interface DeviceCookie {
  name: string;
  value: string;
}

export const DEVICE_COOKIE_PREFIX = 'winhub_device_';
/** A browser keeps its token for as long as browsers keep a cookie (400 days). */
export const DEVICE_COOKIE_MAX_AGE_MS = 400 * 24 * 60 * 60_000;

/** The cookie of one account: a short hash of its throttle key (so several accounts can share a browser). */
export const deviceCookieName = (accountKey: string) =>
  `${DEVICE_COOKIE_PREFIX}${createHash('sha256').update(accountKey).digest('base64url').slice(0, 16)}`;

/** The failure count of one trusted browser (its token's nonce), apart from the account's untrusted one. */
export const deviceThrottleKey = (nonce: string) =>
  createHash('sha256').update(`device:${nonce}`).digest('base64url');

/** Tokens `nonce.signature`, signed with HMAC-SHA256 under `secret` over the account key and the nonce. */
export function signedDeviceTokens(secret: string): DeviceTokens {
  const signatureOf = (accountKey: string, nonce: string) =>
    createHmac('sha256', `device-token:${secret}`).update(`${accountKey}.${nonce}`).digest();
  return {
    issue(accountKey) {
      const nonce = randomBytes(18).toString('base64url');
      const signature = signatureOf(accountKey, nonce).toString('base64url');
      return { name: deviceCookieName(accountKey), value: `${nonce}.${signature}` };
    },
    trusted(accountKey, presented) {
      for (const token of presented) {
        const [nonce, signature, ...rest] = token.split('.');
        if (!nonce || !signature || rest.length > 0) continue;
        const expected = signatureOf(accountKey, nonce);
        const given = Buffer.from(signature, 'base64url');
        if (given.length === expected.length && timingSafeEqual(given, expected)) return nonce;
      }
      return null;
    },
  };
}
