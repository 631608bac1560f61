import { createPublicKey, type JsonWebKey } from 'node:crypto';
import { createVerifier } from 'fast-jwt';
import type { JWK } from 'jose';
import { TOKEN_EXPIRY_MARGIN_SECONDS } from '../contract/sessionRules.ts';
import { unauthenticated } from '../domain/errors.ts';
import type { SessionTokenClaims, SessionTokenVerifier } from '../domain/ports/identity.ts';

export interface VerifierOptions {
  issuer: string;
  audience: string;
  /** The public RSA key whose RS256 signatures are accepted. */
  key: JWK;
}

/** Distinct tokens whose verification is remembered (the oldest forgotten first; about 2 KB each). */
const VERIFIED_TOKENS_CACHED = 10_000;
/** Characters from a token's end (its RS256 signature's last 256 bits) a verified token is found by. */
const SIGNATURE_KEY_LENGTH = 43;

const invalidToken = () => unauthenticated('invalid_token', 'Invalid token');
const expiredToken = () => unauthenticated('token_expired', 'Token expired');

/**
 * Checks `at+jwt` access tokens (RFC 9068) on the request's hot path with fast-jwt, which verifies
 * synchronously on node:crypto with the key imported once (jose's WebCrypto verify is a thread-pool
 * job per token). RS256 only, no unknown `crit`, issuer, audience, subject, issued-at, not-before;
 * expiry is checked here with the spec's margin. A verified token is remembered, so its RSA signature is
 * checked once, not on every request.
 */
export function createAccessTokenVerifier(options: VerifierOptions): SessionTokenVerifier {
  const publicKey = createPublicKey({ key: options.key as JsonWebKey, format: 'jwk' })
    .export({ type: 'spki', format: 'pem' })
    .toString();
  const verifySignedClaims = createVerifier({
    key: publicKey,
    algorithms: ['RS256'],
    checkTyp: 'at+jwt',
    allowedIss: options.issuer,
    allowedAud: options.audience,
    requiredClaims: ['iss', 'aud', 'sub', 'iat', 'exp'],
    ignoreExpiration: true,
  });
  // a token's signature and claims never change: each one is checked once, then found again by the end of
  // its signature and compared whole (a Map hashes its string key on every lookup: over a whole token,
  // about 1 KB, that cost more than the rest of a request's authentication; fast-jwt's own cache hashes it
  // too); the expiry margin below is still checked on every call
  const verified = new Map<string, { token: string; claims: Record<string, unknown> }>();
  function signedClaims(token: string): Record<string, unknown> {
    const key = token.slice(-SIGNATURE_KEY_LENGTH);
    const known = verified.get(key);
    if (known?.token === token) return known.claims;
    const claims = verifySignedClaims(token) as Record<string, unknown>;
    if (verified.size >= VERIFIED_TOKENS_CACHED) verified.delete(verified.keys().next().value ?? '');
    verified.set(key, { token, claims });
    return claims;
  }

  function claimsOf(token: string): SessionTokenClaims {
    let claims: Record<string, unknown>;
    try {
      claims = signedClaims(token);
    } catch {
      throw invalidToken();
    }
    const { sub, exp, sid } = claims;
    if (typeof sub !== 'string' || typeof exp !== 'number') throw invalidToken();
    if (exp - Date.now() / 1000 < TOKEN_EXPIRY_MARGIN_SECONDS) throw expiredToken();
    // every claim stays (the profile's too); those the api reads are typed
    return { ...claims, sub, exp, ...(typeof sid === 'string' ? { sid } : {}) };
  }

  return {
    verify: async (token) => claimsOf(token),
  };
}
