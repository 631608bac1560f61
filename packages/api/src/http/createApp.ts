import cookieParser from 'cookie-parser';
import express, { type Express, type Router } from 'express';
import type { AppConfig } from '../config.ts';
import type { PrismaClient } from '../db.ts';
import type { Identity } from '../identity/identity.ts';
import type { Logger } from '../logger.ts';
import { createAccountsRouter } from '../routes/accounts.ts';
import { createAuthRouter } from '../routes/auth.ts';
import { createOrganizationRouter } from '../routes/organization.ts';
import { createSystemRouter } from '../routes/system.ts';
import { createAuthenticator } from './authenticator.ts';
import { jsonBody } from './bodyParsing.ts';
import { apiNotFound, errorHandler } from './errorHandler.ts';
import { createRateLimits } from './rateLimits.ts';
import { requestLogging } from './requestLogging.ts';
import { requireUser } from './requireUser.ts';
import { securityHeaders } from './security.ts';
import { staticApp } from './staticApp.ts';

export interface AppDeps {
  prisma: PrismaClient;
  config: AppConfig;
  logger: Logger;
  identity: Identity;
  /** The billing api, mounted at `/api/billing` after the JSON parser and `requireUser` (res.locals.auth is set). */
  billingRouter?: Router;
  /** Payment-provider webhooks, mounted at `/api/billing` BEFORE the JSON parser (they need the raw body). */
  billingWebhookRouter?: Router;
  /** Serve the built app from `config.appDistDir` (default true). */
  serveApp?: boolean;
}

export function createApp(deps: AppDeps): Express {
  const { config, logger, identity, prisma } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', false);
  const limits = createRateLimits(config.rateLimit);
  const authenticator = createAuthenticator({
    prisma,
    verifier: identity.verifier,
    cacheMs: config.authCacheMs,
  });
  const authenticated = requireUser(authenticator);

  app.use(requestLogging(logger));
  app.use(securityHeaders(config));
  app.use(cookieParser(config.cookieSecret));

  if (identity.providerRouter) {
    app.post('/oidc/interaction/:uid/login', limits.auth);
    app.post('/oidc/interaction/:uid/register', limits.account);
    app.use('/oidc', identity.providerRouter);
  }
  if (deps.billingWebhookRouter) app.use('/api/billing', deps.billingWebhookRouter);

  app.use('/api', jsonBody(config.jsonLimit));
  app.use('/api', createSystemRouter({ prisma, config }));
  app.use('/api/auth', limits.auth, createAuthRouter({ prisma, config, identity, authenticator }));
  app.use('/api', createAccountsRouter({ prisma, identity, limits }));
  app.use('/api', createOrganizationRouter({ prisma, authenticated, authenticator }));
  if (deps.billingRouter) app.use('/api/billing', authenticated, deps.billingRouter);
  app.use('/api', apiNotFound);

  if (deps.serveApp !== false) app.use(staticApp(config.appDistDir));
  app.use(errorHandler(logger));
  return app;
}
