import { randomUUID } from 'node:crypto';
import { importJWK, jwtVerify, SignJWT } from 'jose';
import { SERVICE_ACCESS_TOKEN_TTL_SECONDS, type SuiteTokens } from '../domain/ports/suiteTokens.ts';
import { type ProviderSecrets, publicJwk } from './embedded/secrets.ts';

const BACKCHANNEL_LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';
const LOGOUT_TOKEN_TTL_SECONDS = 120;

/**
 * Service access tokens and back-channel logout tokens, signed with WinHub's key (the one kept in the
 * database, published at `/api/auth/jwks`), issued by WinHub's public origin.
 */
export async function createSuiteTokens(
  issuer: string,
  signingKey: ProviderSecrets['signingKey'],
): Promise<SuiteTokens & { jwks: () => { keys: ReturnType<typeof publicJwk>[] } }> {
  const privateKey = await importJWK(signingKey, 'RS256');
  const publicKey = await importJWK(publicJwk(signingKey), 'RS256');
  const header = (typ: string) => ({ alg: 'RS256', typ, kid: signingKey.kid });

  return {
    jwks: () => ({ keys: [publicJwk(signingKey)] }),
    issueServiceAccessToken: ({ audience, subject, sessionId }) =>
      new SignJWT({ sid: sessionId, client_id: audience })
        .setProtectedHeader(header('at+jwt'))
        .setIssuer(issuer)
        .setAudience(audience)
        .setSubject(subject)
        .setIssuedAt()
        .setExpirationTime(`${SERVICE_ACCESS_TOKEN_TTL_SECONDS}s`)
        .setJti(randomUUID())
        .sign(privateKey),
    async verifyServiceAccessToken(token) {
      const { payload } = await jwtVerify(token, publicKey, {
        issuer,
        typ: 'at+jwt',
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'aud', 'exp', 'sid'],
      });
      const audience = Array.isArray(payload.aud) ? payload.aud[0] : payload.aud;
      if (typeof payload.sid !== 'string' || !payload.sub || !audience) throw new Error('Incomplete token');
      return { audience, subject: payload.sub, sessionId: payload.sid };
    },
    issueLogoutToken: ({ audience, subject, sessionId }) =>
      new SignJWT({ sid: sessionId, events: { [BACKCHANNEL_LOGOUT_EVENT]: {} } })
        .setProtectedHeader(header('logout+jwt'))
        .setIssuer(issuer)
        .setAudience(audience)
        .setSubject(subject)
        .setIssuedAt()
        .setExpirationTime(`${LOGOUT_TOKEN_TTL_SECONDS}s`)
        .setJti(randomUUID())
        .sign(privateKey),
  };
}
