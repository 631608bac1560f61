import { callApi } from '../api/callApi.ts';
import { HttpError } from '../api/http.ts';
import { type SessionUser, toSessionUser } from './user.ts';

/**
 * Thrown when the server answers 401: the token has expired
 * (docs/product/sign-in-and-session.md, "Authentication on load").
 */
export class TokenExpiredError extends Error {
  constructor() {
    super('Token validation failed: 401');
    this.name = 'TokenExpiredError';
  }
}

/** POST /api/auth/validate-winauth-token; throws `TokenExpiredError` on 401, "Token validation failed: {status}" otherwise. */
export async function validateToken(token: string): Promise<SessionUser> {
  try {
    // the token travels once, in the body the endpoint reads, not also as a bearer header
    // (docs/product/api-calls.md, "How the app calls")
    const { user } = await callApi('validateToken', { body: { token } });
    return toSessionUser(user);
  } catch (error) {
    if (error instanceof HttpError) {
      if (error.status === 401) throw new TokenExpiredError();
      throw new Error(`Token validation failed: ${error.status}`);
    }
    throw error;
  }
}
