import type { TokenVerdict } from './authState.ts';
import { isTokenExpiring } from './jwt.ts';
import { TokenExpiredError } from './validateToken.ts';

/** How often a signed-in page re-checks its token (docs/product/sign-in-and-session.md, "Session guard"). */
export const sessionRecheckMs = 60_000;

/**
 * The session guard's check: a token expiring within the margin, or one the server answers 401
 * for, is expired; any other failure (network, 5xx) leaves it unverified and the page stays.
 */
export async function checkSession(
  token: string,
  validate: (token: string) => Promise<unknown>,
  nowMs: number = Date.now(),
): Promise<TokenVerdict> {
  if (isTokenExpiring(token, nowMs)) return 'expired';
  try {
    await validate(token);
    return 'valid';
  } catch (error) {
    return error instanceof TokenExpiredError ? 'expired' : 'unverified';
  }
}

/** Takes a `token` handed over on the address and returns the address without it. */
export function takeTokenFromUrl(href: string): { token: string | null; cleanHref: string } {
  const url = new URL(href);
  const token = url.searchParams.get('token');
  if (token === null) return { token: null, cleanHref: href };
  url.searchParams.delete('token');
  return { token, cleanHref: url.toString() };
}
