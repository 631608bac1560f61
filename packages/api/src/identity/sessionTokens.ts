import { randomUUID } from 'node:crypto';
import { importJWK, SignJWT } from 'jose';
import { splitFullName } from '../contract/personName.ts';
import type { SessionTokenVerifier, TokenSubject } from '../domain/ports/identity.ts';
import { createAccessTokenVerifier } from './accessTokens.ts';
import { EMBEDDED_SCOPE } from './embedded/provider.ts';
import { type ProviderSecrets, publicJwk } from './embedded/secrets.ts';

export interface SessionTokenOptions {
  issuer: string;
  audience: string;
  clientId: string;
  ttlSeconds: number;
  signingKey: ProviderSecrets['signingKey'];
}

/**
 * WinHub's own session tokens: the embedded provider's access-token shape (at+jwt, RS256, the key kept
 * in the database), so one verifier accepts them whichever provider authenticated the person.
 */
export async function createSessionTokens(
  options: SessionTokenOptions,
): Promise<{ verifier: SessionTokenVerifier; issue: (subject: TokenSubject) => Promise<string> }> {
  const { issuer, audience, signingKey } = options;
  const verifier = createAccessTokenVerifier({
    issuer,
    audience,
    key: publicJwk(signingKey),
  });
  const privateKey = await importJWK(signingKey, 'RS256');
  const issue = async (subject: TokenSubject) => {
    const { firstName, lastName } = splitFullName(subject.fullName);
    return new SignJWT({
      sid: subject.sessionId,
      client_id: options.clientId,
      scope: EMBEDDED_SCOPE,
      email: subject.email,
      given_name: firstName,
      family_name: lastName,
    })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: signingKey.kid })
      .setIssuer(issuer)
      .setSubject(subject.subject)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(`${options.ttlSeconds}s`)
      .setJti(randomUUID())
      .sign(privateKey);
  };
  return { verifier, issue };
}
