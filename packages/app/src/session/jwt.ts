import { TOKEN_EXPIRY_MARGIN_SECONDS } from '@winhub/api/contract/sessionRules';
import { decodeJwt } from 'jose';

/** The `exp` claim (seconds since the epoch) of a JWT, or null when the token is not one or carries none. */
export function tokenExpiry(token: string): number | null {
  try {
    const { exp } = decodeJwt(token);
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

/** True when the token expires within the margin; tokens without `exp` are left to the server. */
export function isTokenExpiring(token: string, nowMs: number = Date.now()): boolean {
  const exp = tokenExpiry(token);
  if (exp === null) return false;
  return exp - nowMs / 1000 < TOKEN_EXPIRY_MARGIN_SECONDS;
}
