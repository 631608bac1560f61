import { createHash, randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import {
  DEVICE_COOKIE_MAX_AGE_MS,
  DEVICE_COOKIE_PREFIX,
  type DeviceCookie,
} from '../services/signIn/deviceTokens.ts';
import type { SignInContext } from '../services/signIn/signInContext.ts';

const BROWSER_COOKIE = 'winhub_browser';
const BROWSER_COOKIE_MAX_AGE_MS = 400 * 24 * 60 * 60_000;

/** The request's cookies, name and value, as sent (no decoding: these cookies are plain base64url). */
function cookiesOf(req: Request): [string, string][] {
  const cookies: [string, string][] = [];
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies.push([part.slice(0, at).trim(), part.slice(at + 1).trim()]);
  }
  return cookies;
}

function cookieValue(req: Request, name: string): string | null {
  return cookiesOf(req).find(([cookie]) => cookie === name)?.[1] ?? null;
}

/**
 * Where a sign-in comes from: the address (as TRUST_PROXY lets the proxy give it), the User-Agent, this
 * browser's long-lived random cookie (set here when missing), kept only as a hash, and its device tokens
 * (httpOnly, SameSite=Lax, Secure over https, 400 days).
 */
export function signInContextOf(req: Request, res: Response): SignInContext {
  let browser = cookieValue(req, BROWSER_COOKIE);
  if (!browser || !/^[A-Za-z0-9_-]{32}$/.test(browser)) {
    browser = randomBytes(24).toString('base64url');
    res.cookie(BROWSER_COOKIE, browser, {
      httpOnly: true,
      sameSite: 'lax',
      secure: req.secure,
      path: '/',
      maxAge: BROWSER_COOKIE_MAX_AGE_MS,
    });
  }
  return {
    ip: req.ip ?? null,
    userAgent: req.get('user-agent') ?? null,
    browserId: createHash('sha256').update(browser).digest('base64url'),
    deviceTokens: cookiesOf(req)
      .filter(([name]) => name.startsWith(DEVICE_COOKIE_PREFIX))
      .map(([, value]) => value),
    keepDeviceToken({ name, value }: DeviceCookie) {
      res.cookie(name, value, {
        httpOnly: true,
        sameSite: 'lax',
        secure: req.secure,
        path: '/',
        maxAge: DEVICE_COOKIE_MAX_AGE_MS,
      });
    },
  };
}
