import { randomUUID } from 'node:crypto';
import { createLocalJWKSet, createRemoteJWKSet, importJWK, type JWTVerifyGetKey, SignJWT } from 'jose';
import { type AppConfig, appOrigins } from '../config.ts';
import type { PrismaClient } from '../db.ts';
import type { Logger } from '../logger.ts';
import { splitFullName } from '../services/people.ts';
import { createAccessTokenVerifier } from './accessTokens.ts';
import { createEmbeddedProvider, EMBEDDED_SCOPE } from './embedded/provider.ts';
import { loadProviderSecrets, publicJwk } from './embedded/secrets.ts';
import type { Identity, TokenSubject } from './identity.ts';
import { createOidcClient } from './oidcClient.ts';

/** The provider's JWKS (from its discovery document), fetched once and cached by jose. */
function discoveredKeys(issuer: string): JWTVerifyGetKey {
  let keys: Promise<ReturnType<typeof createRemoteJWKSet>> | undefined;
  const load = async () => {
    const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
    const metadata = (await response.json()) as { jwks_uri?: unknown };
    if (!response.ok || typeof metadata.jwks_uri !== 'string') throw new Error('Provider discovery failed');
    return createRemoteJWKSet(new URL(metadata.jwks_uri));
  };
  return async (header, token) => {
    keys ??= load();
    keys.catch(() => {
      keys = undefined;
    });
    return (await keys)(header, token);
  };
}

export const callbackUris = (config: AppConfig) =>
  appOrigins(config).map((origin) => `${origin}/auth-callback`);

/** The external provider when AUTH_ISSUER is set; otherwise the embedded one, with keys from the database. */
export async function createIdentity(deps: {
  config: AppConfig;
  prisma: PrismaClient;
  logger: Logger;
}): Promise<Identity> {
  const { config, prisma, logger } = deps;
  const { identity } = config;

  if (identity.externalIssuer) {
    const verifier = createAccessTokenVerifier({
      issuer: identity.issuer,
      audience: identity.audience,
      keys: discoveredKeys(identity.externalIssuer),
    });
    return {
      verifier,
      providerRouter: null,
      issueAccessToken: null,
      ...createOidcClient(identity, verifier),
    };
  }

  await prisma.providerRecord.deleteMany({ where: { expiresAt: { lt: new Date() } } });
  const secrets = await loadProviderSecrets(prisma);
  const verifier = createAccessTokenVerifier({
    issuer: identity.issuer,
    audience: identity.audience,
    keys: createLocalJWKSet({ keys: [publicJwk(secrets.signingKey)] }),
  });
  const embedded = createEmbeddedProvider({
    identity,
    secrets,
    redirectUris: callbackUris(config),
    prisma,
    logger,
  });
  const signingKey = await importJWK(secrets.signingKey, 'RS256');

  /** The same token the provider's token endpoint issues: at+jwt, same key, issuer, audience and TTL. */
  const issueAccessToken = async (subject: TokenSubject) => {
    const { firstName, lastName } = splitFullName(subject.fullName);
    return new SignJWT({
      client_id: identity.clientId,
      scope: EMBEDDED_SCOPE,
      email: subject.email,
      given_name: firstName,
      family_name: lastName,
    })
      .setProtectedHeader({ alg: 'RS256', typ: 'at+jwt', kid: secrets.signingKey.kid })
      .setIssuer(identity.issuer)
      .setSubject(subject.subject)
      .setAudience(identity.audience)
      .setIssuedAt()
      .setExpirationTime(`${identity.accessTokenTtlSeconds}s`)
      .setJti(randomUUID())
      .sign(signingKey);
  };

  return {
    verifier,
    providerRouter: embedded.router,
    issueAccessToken,
    ...createOidcClient(identity, verifier),
  };
}
