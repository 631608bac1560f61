import { type JWTPayload, type JWTVerifyGetKey, errors as joseErrors, jwtVerify } from 'jose';
import { unauthorized } from '../http/errors.ts';

/** A token expiring within this many seconds already counts as expired (spec §4). */
export const EXPIRY_MARGIN_SECONDS = 300;

export const ACCESS_TOKEN_ALGORITHMS = ['RS256', 'PS256', 'ES256'];

export interface AccessTokenClaims extends JWTPayload {
  sub: string;
  exp: number;
  email?: string;
  given_name?: string;
  family_name?: string;
  client_id?: string;
}

export interface AccessTokenVerifier {
  /** Resolves the claims of a valid token; rejects with a 401 HttpError (`token_expired` or `invalid_token`). */
  verify(token: string): Promise<AccessTokenClaims>;
}

export interface VerifierOptions {
  issuer: string;
  audience: string;
  keys: JWTVerifyGetKey;
  now?: () => number;
}

export function createAccessTokenVerifier(options: VerifierOptions): AccessTokenVerifier {
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  return {
    async verify(token) {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(token, options.keys, {
          issuer: options.issuer,
          audience: options.audience,
          algorithms: ACCESS_TOKEN_ALGORITHMS,
          typ: 'at+jwt',
          requiredClaims: ['exp', 'sub', 'iat'],
        }));
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) throw unauthorized('Token expired', 'token_expired');
        throw unauthorized('Invalid token', 'invalid_token');
      }
      const claims = payload as AccessTokenClaims;
      if (claims.exp - now() < EXPIRY_MARGIN_SECONDS) throw unauthorized('Token expired', 'token_expired');
      return claims;
    },
  };
}
