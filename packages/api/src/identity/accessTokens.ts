import { createPublicKey, type JsonWebKey } from 'node:crypto';
import { createVerifier } from 'fast-jwt';
import type { JWK, JWTPayload } from 'jose';
import { TOKEN_EXPIRY_MARGIN_SECONDS } from '../contract/sessionRules.ts';
import { unauthenticated } from '../domain/errors.ts';

export interface AccessTokenClaims extends JWTPayload {
  sub: string;
  exp: number;
  email?: string;
  given_name?: string;
  family_name?: string;
  client_id?: string;
  /** The WinHub session (absent in tokens of the embedded provider itself, which are not sessions). */
  sid?: string;
}

export interface AccessTokenVerifier {
  /** Resolves the claims of a valid token; rejects with a 401 HttpError (`token_expired` or `invalid_token`). */
  verify(token: string): Promise<AccessTokenClaims>;
}

export interface VerifierOptions {
  issuer: string;
  audience: string;
  /** The public RSA key whose RS256 signatures are accepted. */
  key: JWK;
}

/** Distinct tokens whose verification is remembered (an LRU; about 1 KB each). */
const VERIFIED_TOKENS_CACHED = 10_000;

const invalidToken = () => unauthenticated('invalid_token', 'Invalid token');
const expiredToken = () => unauthenticated('token_expired', 'Token expired');

/**
 * Checks `at+jwt` access tokens (RFC 9068) on the request's hot path with fast-jwt, which verifies
 * synchronously on node:crypto with the key imported once (jose's WebCrypto verify is a thread-pool
 * job per token). RS256 only, no unknown `crit`, issuer, audience, subject, issued-at, not-before;
 * expiry is checked here with the spec's margin. A verified token is remembered by its hash, so its
 * RSA signature is checked once, not on every request.
 */
export function createAccessTokenVerifier(options: VerifierOptions): AccessTokenVerifier {
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
    // a token's signature and claims never change: each one is checked once, then found by its hash
    // (the expiry margin below is still checked on every call)
    cache: VERIFIED_TOKENS_CACHED,
  });

  function claimsOf(token: string): AccessTokenClaims {
    let claims: Record<string, unknown>;
    try {
      claims = verifySignedClaims(token);
    } catch {
      throw invalidToken();
    }
    if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number') throw invalidToken();
    if (claims.exp - Date.now() / 1000 < TOKEN_EXPIRY_MARGIN_SECONDS) throw expiredToken();
    return claims as AccessTokenClaims;
  }

  return {
    verify: async (token) => claimsOf(token),
  };
}
