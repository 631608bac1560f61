/** Seconds before `exp` at which a token already counts as expired (spec §4, §9). */
export const expiryMarginSeconds = 300;

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** The `exp` claim (seconds since the epoch) of a JWT, or null when the token carries none. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(decodeBase64Url(payload));
    if (typeof claims === 'object' && claims !== null && 'exp' in claims && typeof claims.exp === 'number') {
      return claims.exp;
    }
    return null;
  } catch {
    return null;
  }
}

/** True when the token expires within the margin; tokens without `exp` are left to the server. */
export function isTokenExpiring(token: string, nowMs: number = Date.now()): boolean {
  const exp = tokenExpiry(token);
  if (exp === null) return false;
  return exp - nowMs / 1000 < expiryMarginSeconds;
}
