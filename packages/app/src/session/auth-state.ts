import type { SessionStore } from './store.ts';
import type { SessionUser } from './user.ts';

export type AuthState =
  | { status: 'loading' }
  | { status: 'authenticated'; token: string; user: SessionUser }
  | { status: 'unauthenticated' };

/** Asks the server who owns the token; throws when it is not valid. */
export type ValidateToken = (token: string) => Promise<SessionUser>;

/**
 * Spec §4, authentication on load: a stored token is validated with the server and the returned
 * user replaces the stored one; when validation fails the stored user is used, and a stored user
 * that does not parse clears both items.
 */
export async function evaluateAuth(store: SessionStore, validate: ValidateToken): Promise<AuthState> {
  const token = store.readToken();
  if (!token) return { status: 'unauthenticated' };
  try {
    const user = await validate(token);
    store.writeUser(user);
    return { status: 'authenticated', token, user };
  } catch (error) {
    console.warn('Token validation failed, falling back to the stored user', error);
    if (store.readUserRaw() === null) return { status: 'unauthenticated' };
    const storedUser = store.readUser();
    if (storedUser) return { status: 'authenticated', token, user: storedUser };
    store.clear();
    return { status: 'unauthenticated' };
  }
}
