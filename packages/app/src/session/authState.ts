import type { SessionStore } from './store.ts';
import type { SessionUser } from './user.ts';
import { TokenExpiredError } from './validateToken.ts';

export type AuthState =
  | { status: 'loading' }
  | { status: 'authenticated'; token: string; user: SessionUser }
  | { status: 'unauthenticated' };

/** What the server said about a token: valid, expired (401), or nothing usable (other failures). */
export type TokenVerdict = 'valid' | 'expired' | 'unverified';

/** The outcome of one evaluation, with the verdict on the token it validated (if any). */
export type AuthEvaluation = { state: AuthState; checked: { token: string; verdict: TokenVerdict } | null };

/** Asks the server who owns the token; throws when it is not valid. */
export type ValidateToken = (token: string) => Promise<SessionUser>;

/**
 * Authentication on load (docs/product/sign-in-and-session.md, "Authentication on load"): a stored token is
 * validated with the server and the returned user replaces the stored one; when validation fails the
 * stored user is used, and a stored user that does not parse clears both items.
 */
export async function evaluateAuth(store: SessionStore, validate: ValidateToken): Promise<AuthEvaluation> {
  const token = store.readToken();
  if (!token) return { state: { status: 'unauthenticated' }, checked: null };
  try {
    const user = await validate(token);
    store.writeUser(user);
    return { state: { status: 'authenticated', token, user }, checked: { token, verdict: 'valid' } };
  } catch (error) {
    console.warn('Token validation failed, falling back to the stored user', error);
    const checked = {
      token,
      verdict: error instanceof TokenExpiredError ? 'expired' : 'unverified',
    } as const;
    if (store.readUserRaw() === null) return { state: { status: 'unauthenticated' }, checked };
    const storedUser = store.readUser();
    if (storedUser) return { state: { status: 'authenticated', token, user: storedUser }, checked };
    store.clear();
    return { state: { status: 'unauthenticated' }, checked };
  }
}
