import { apiRequestOrNull, HttpError } from '../api/http.ts';
import { readUserInput, type SessionUser, toSessionUser } from './user.ts';

/** Thrown when the server answers 401: the token has expired (spec §4). */
export class TokenExpiredError extends Error {
  constructor() {
    super('Token validation failed: 401');
    this.name = 'TokenExpiredError';
  }
}

/** POST /api/auth/validate-winauth-token; throws `TokenExpiredError` on 401, "Token validation failed: {status}" otherwise. */
export async function validateToken(token: string): Promise<SessionUser> {
  try {
    const answer = await apiRequestOrNull('/api/auth/validate-winauth-token', {
      method: 'POST',
      body: { token },
      // the token travels once, in the body the endpoint reads (spec §7), not also as a bearer header
      token: null,
    });
    if (answer === null) throw new TokenExpiredError();
    const user =
      typeof answer === 'object' && answer !== null && 'user' in answer ? readUserInput(answer.user) : null;
    if (!user) throw new Error('Token validation failed: the answer names no user');
    return toSessionUser(user);
  } catch (error) {
    if (error instanceof HttpError) throw new Error(`Token validation failed: ${error.status}`);
    throw error;
  }
}
