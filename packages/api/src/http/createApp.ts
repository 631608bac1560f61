import cookieParser from 'cookie-parser';
import express, { type Express, type Router } from 'express';
import type { AppConfig } from '../config.ts';
import { endpointRoutes } from '../contract/endpointRoutes.ts';
import type { PrismaClient, SqlQuery } from '../db.ts';
import type { Identity } from '../domain/ports/identity.ts';
import type { Logger } from '../logger.ts';
import type { Metrics } from '../observability/metrics.ts';
import { createApiDocsRouter } from '../openapi/router.ts';
import type { RedisClient } from '../redis.ts';
import { createAccountRouter } from '../routes/account.ts';
import { createAccountRecoveryRouter } from '../routes/accountRecovery.ts';
import { createAccountsRouter } from '../routes/accounts.ts';
import { createAuthRouter } from '../routes/auth.ts';
import { createMailboxRouter } from '../routes/mailbox.ts';
import { createMetricsRouter } from '../routes/metrics.ts';
import { createOperatorRouter } from '../routes/operator.ts';
import { createOrganizationRouter } from '../routes/organization.ts';
import { createReadinessRouter } from '../routes/readiness.ts';
import { MOUNTS } from '../routes/routePath.ts';
import { createSuiteRouter } from '../routes/suite.ts';
import { createSystemRouter } from '../routes/system.ts';
import type { AccountDeps } from '../services/accounts/accountDeps.ts';
import { deactivatePerson } from '../services/accounts/deactivatePerson.ts';
import type { WebAuthnSettings } from '../services/passkeys/webauthnSettings.ts';
import type { SessionPorts } from '../services/sessions/sessions.ts';
import { createAuthenticator } from './authenticator.ts';
import { jsonBody } from './bodyParsing.ts';
import { apiNotFound, errorHandler } from './errorHandler.ts';
import { oauthErrors } from './oauthErrors.ts';
import { pinPublicOrigin } from './providerRuntime.ts';
import { createRateLimits } from './rateLimits.ts';
import { useRequestLogging } from './requestLogging.ts';
import { requireUser } from './requireUser.ts';
import { securityHeaders } from './security.ts';
import { staticApp } from './staticApp.ts';

export interface AppDeps {
  prisma: PrismaClient;
  /** The driver's own query (`Db.query`) for hot paths; unset: the same queries go through Prisma. */
  query?: SqlQuery;
  config: AppConfig;
  logger: Logger;
  identity: Identity;
  /** The embedded provider (mounted at `/oidc`), null with an external issuer. */
  providerRouter: Router | null;
  /** The embedded provider's account rules and their ports. */
  account: AccountDeps;
  webauthn: WebAuthnSettings;
  sessions: SessionPorts;
  /** The billing api, mounted at `/api/billing` after the JSON parser and `requireUser` (res.locals.auth is set). */
  billingRouter?: Router;
  /** Payment-provider webhooks, mounted at `/api/billing` BEFORE the JSON parser (they need the raw body). */
  billingWebhookRouter?: Router;
  /** Rate-limit counters shared by every instance (REDIS_URL); unset: in this process's memory. */
  redis?: RedisClient | null;
  /** Serve the built app from `config.appDistDir` (default true). */
  serveApp?: boolean;
  /** The operator commands' token (DATA_DIR/operator-token): `/operator/*` answers only with it. */
  operatorToken?: string;
  /** The embedded database's live dump, for `pnpm backup`. */
  dump?: () => Promise<Blob>;
  /** The process's Prometheus figures; `/metrics` serves them when METRICS_TOKEN is set. */
  metrics?: Metrics;
}

export function createApp(deps: AppDeps): Express {
  const { config, logger, identity, prisma } = deps;
  const app = express();
  app.disable('x-powered-by');
  // api answers are per person or fixed, pages carry a per-response nonce: a hashed ETag would match nothing
  app.disable('etag');
  app.set('trust proxy', config.trustProxy);
  const limits = createRateLimits(config.rateLimit, deps.redis ?? null, deps.metrics?.rateLimitRefused);
  const query: SqlQuery = deps.query ?? ((sql, params = []) => prisma.$queryRawUnsafe(sql, ...params));
  const authenticator = createAuthenticator({ query, verifier: identity.verifier });
  const authenticated = requireUser(authenticator);

  useRequestLogging(app, logger);
  if (deps.metrics) app.use(deps.metrics.observeRequests);
  app.use(securityHeaders(config));
  if (deps.metrics && config.metricsToken)
    app.use(createMetricsRouter(deps.metrics.registry, config.metricsToken));

  if (deps.providerRouter) {
    // patterns, not `:uid` routes: a malformed uid is the provider's own error screen to show, not decoded here
    app.post(/^\/oidc\/interaction\/[^/]+\/login$/, limits.auth);
    app.post(/^\/oidc\/interaction\/[^/]+\/register$/, limits.account);
    app.use('/oidc', pinPublicOrigin(config.publicOrigin), deps.providerRouter);
  }
  if (deps.billingWebhookRouter) app.use(MOUNTS.billing, deps.billingWebhookRouter);
  // what services call server to server: form-encoded (OAuth), so before the JSON-only parser
  app.use(
    MOUNTS.auth,
    createSuiteRouter({ prisma, config, identity, sessions: deps.sessions, redeemLimit: limits.auth }),
  );
  // the token endpoint answers its failures the OAuth way
  app.use(endpointRoutes.redeemHandoff.path, oauthErrors);

  app.use(MOUNTS.api, jsonBody(config.jsonLimit));
  app.use(MOUNTS.api, createReadinessRouter({ prisma, config }));
  app.use(MOUNTS.api, createSystemRouter({ config }));
  app.use(MOUNTS.api, createApiDocsRouter());
  // the sign-in transaction's signed cookie is the only cookie the api reads
  app.use(
    MOUNTS.auth,
    cookieParser(config.cookieSecret),
    createAuthRouter({
      prisma,
      config,
      identity,
      authenticator,
      authenticated,
      sessions: deps.sessions,
      signInLimit: limits.auth,
    }),
  );
  app.use(MOUNTS.api, createAccountsRouter({ prisma, identity, account: deps.account, limits }));
  const embeddedProvider = !identity.external;
  app.use(
    MOUNTS.api,
    createAccountRecoveryRouter({ account: deps.account, embeddedProvider, limit: limits.account }),
  );
  app.use(
    MOUNTS.api,
    createAccountRouter({
      account: deps.account,
      webauthn: deps.webauthn,
      embeddedProvider,
      authenticated,
      sensitiveLimit: limits.account,
    }),
  );
  if (config.mail.delivery === 'embedded') app.use(MOUNTS.api, createMailboxRouter(prisma));
  app.use(MOUNTS.api, createOrganizationRouter({ prisma, authenticated }));
  if (deps.billingRouter) app.use(MOUNTS.billing, authenticated, deps.billingRouter);
  app.use(MOUNTS.api, apiNotFound);

  if (deps.operatorToken) {
    app.use(
      createOperatorRouter(deps.operatorToken, {
        ...(deps.dump ? { dump: deps.dump } : {}),
        deactivate: (email) => deactivatePerson(prisma, deps.sessions, email),
      }),
    );
  }
  if (deps.serveApp !== false) app.use(staticApp(config.appDistDir));
  app.use(errorHandler(logger));
  return app;
}
