import { type AppConfig, appOrigins } from '../config.ts';
import type { PrismaClient } from '../db.ts';
import type { Logger } from '../logger.ts';
import { createEmbeddedProvider } from './embedded/provider.ts';
import { loadProviderSecrets } from './embedded/secrets.ts';
import type { Identity } from './identity.ts';
import { createOidcClient } from './oidcClient.ts';
import { createSessionTokens } from './sessionTokens.ts';

export const callbackUris = (config: AppConfig) =>
  appOrigins(config).map((origin) => `${origin}/auth-callback`);

/** Where a provider may send the browser after signing out: the home page of an app origin. */
export const postLogoutUris = (config: AppConfig) => appOrigins(config).map((origin) => `${origin}/`);

/**
 * The external provider when AUTH_ISSUER is set, otherwise the embedded one. Either way the person is
 * authenticated with the provider's ID token and WinHub issues its own session token, signed with the
 * key kept in the database (issuer: the embedded provider's, or WinHub's public origin).
 */
export async function createIdentity(deps: {
  config: AppConfig;
  prisma: PrismaClient;
  logger: Logger;
}): Promise<Identity> {
  const { config, prisma, logger } = deps;
  const { identity } = config;
  const external = identity.externalIssuer !== null;

  if (!external) await prisma.providerRecord.deleteMany({ where: { expiresAt: { lt: new Date() } } });
  const secrets = await loadProviderSecrets(prisma);
  const sessionTokens = await createSessionTokens({
    issuer: external ? config.publicOrigin : identity.issuer,
    audience: identity.audience,
    clientId: identity.clientId,
    ttlSeconds: identity.accessTokenTtlSeconds,
    signingKey: secrets.signingKey,
  });
  const embedded = external
    ? null
    : createEmbeddedProvider({
        identity,
        secrets,
        redirectUris: callbackUris(config),
        postLogoutRedirectUris: postLogoutUris(config),
        prisma,
        logger,
      });

  return {
    verifier: sessionTokens.verifier,
    external,
    providerRouter: embedded?.router ?? null,
    issueSessionToken: sessionTokens.issue,
    ...createOidcClient(identity, { fetchUserinfo: external }),
  };
}
