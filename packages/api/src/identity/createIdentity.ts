import { type AppConfig, appOrigins } from '../config.ts';
import type { PrismaClient } from '../db.ts';
import { callbackUris, postLogoutUris } from '../domain/appAddresses.ts';
import type { Identity } from '../domain/ports/identity.ts';
import type { Logger } from '../logger.ts';
import { createEmbeddedProvider, type EmbeddedProvider } from './embedded/provider.ts';
import { loadProviderSecrets } from './embedded/secrets.ts';
import { createOidcClient } from './oidcClient.ts';
import { createSessionTokens } from './sessionTokens.ts';
import { createSuiteTokens } from './suiteTokens.ts';

/** Where the provider posts its back-channel logout tokens (register this at an external provider too). */
const backchannelLogoutUri = (config: AppConfig) => `${config.publicOrigin}/api/auth/backchannel-logout`;

/**
 * The external provider when AUTH_ISSUER is set, otherwise the embedded one. Either way the person is
 * authenticated with the provider's ID token and WinHub issues its own session token, signed with the
 * key kept in the database (issuer: the embedded provider's, or WinHub's public origin).
 */
export async function createIdentity(deps: {
  config: AppConfig;
  prisma: PrismaClient;
  logger: Logger;
}): Promise<{ identity: Identity; embedded: EmbeddedProvider | null }> {
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
        redirectUris: callbackUris(appOrigins(config)),
        postLogoutRedirectUris: postLogoutUris(appOrigins(config)),
        backchannelLogoutUri: backchannelLogoutUri(config),
        prisma,
        logger,
      });

  const suiteTokens = await createSuiteTokens(config.publicOrigin, secrets.signingKey);

  return {
    identity: {
      verifier: sessionTokens.verifier,
      external,
      issueSessionToken: sessionTokens.issue,
      suiteTokens,
      jwks: suiteTokens.jwks,
      ...createOidcClient(identity, { fetchUserinfo: external }),
    },
    embedded,
  };
}
