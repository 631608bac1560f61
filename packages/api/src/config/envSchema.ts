import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from '../repoRoot.ts';
import { identityVariables } from './identity.ts';
import { defaultMailFrom, mailDelivery, mailVariables } from './mail.ts';
import {
  isProduction,
  localServiceOrigins,
  productionServiceOriginsProblem,
  serviceLogoutUrls,
  servicesVariables,
} from './services.ts';
import { siteVariables } from './site.ts';
import { StartupError } from './startupError.ts';
import { MEMORY_DATA_DIR, storageVariables } from './storage.ts';
import { stripeVariables } from './stripe.ts';

/** Every variable the server reads, by area, and the configuration they make. */
export const envSchema = z
  .object({
    ...siteVariables,
    ...storageVariables,
    ...identityVariables,
    ...servicesVariables,
    ...mailVariables,
    ...stripeVariables,
  })
  .transform((vars) => {
    const publicOrigin = vars.PUBLIC_ORIGIN ?? `http://localhost:${vars.PORT}`;
    const servicesProblem = productionServiceOriginsProblem(
      vars.NODE_ENV,
      publicOrigin,
      vars.SERVICE_ORIGINS,
    );
    // its own one-line refusal, not an issue of one variable
    if (servicesProblem) throw new StartupError(servicesProblem);
    const production = isProduction(vars.NODE_ENV, publicOrigin);
    const serviceOrigins = { ...localServiceOrigins(vars.STAND_IN_BASE_PORT), ...vars.SERVICE_ORIGINS };
    return {
      port: vars.PORT,
      dataDir:
        vars.DATA_DIR === MEMORY_DATA_DIR
          ? MEMORY_DATA_DIR
          : path.resolve(vars.DATA_DIR ?? path.join(repoRoot, '.data')),
      databaseUrl: vars.DATABASE_URL ?? null,
      /** Connections each instance keeps to PostgreSQL; N instances open up to N times as many. */
      databasePoolSize: vars.DATABASE_POOL_SIZE,
      redisUrl: vars.REDIS_URL ?? null,
      trustProxy: vars.TRUST_PROXY,
      publicOrigin,
      businessDomain: vars.BUSINESS_DOMAIN ?? null,
      /** COOKIE_SECRET; null: derived from the secret all instances share in the database. */
      cookieSecret: vars.COOKIE_SECRET ?? null,
      identity: {
        /** Null: the embedded provider plays the identity provider under `/oidc`. */
        externalIssuer: vars.AUTH_ISSUER ?? null,
        issuer: vars.AUTH_ISSUER ?? `${publicOrigin}/oidc`,
        clientId: vars.AUTH_CLIENT_ID,
        /** AUTH_CLIENT_SECRET; null: derived from the secret all instances share. */
        clientSecret: vars.AUTH_CLIENT_SECRET ?? null,
        audience: vars.AUTH_AUDIENCE ?? `${publicOrigin}/api`,
        accessTokenTtlSeconds: 3600,
      },
      serviceOrigins,
      /** Secrets from SERVICE_CLIENT_SECRETS; the others are derived from the secret all instances share. */
      serviceClientSecrets: vars.SERVICE_CLIENT_SECRETS ?? {},
      serviceLogoutUrls: serviceLogoutUrls(serviceOrigins, vars.SERVICE_LOGOUT_URLS),
      /**
       * True when no SERVICE_ORIGINS is set outside production: this process serves stand-in services
       * on them.
       */
      standInServices: !vars.SERVICE_ORIGINS && !production,
      mail: {
        delivery: mailDelivery(vars.SMTP_URL, production, vars.AUTH_ISSUER),
        smtpUrl: vars.SMTP_URL ?? null,
        from: vars.MAIL_FROM ?? defaultMailFrom(publicOrigin),
      },
      stripe: {
        secretKey: vars.STRIPE_SECRET_KEY ?? null,
        publishableKey: vars.STRIPE_PUBLISHABLE_KEY ?? null,
        webhookSecret: vars.STRIPE_WEBHOOK_SECRET ?? null,
      },
      logLevel: vars.LOG_LEVEL,
      /** METRICS_TOKEN: `/metrics` answers only with it; null, there is no `/metrics`. */
      metricsToken: vars.METRICS_TOKEN ?? null,
      appDistDir: path.join(repoRoot, 'packages', 'app', 'dist'),
      jsonLimit: '100kb',
      rateLimit: {
        windowMs: 60_000,
        auth: 30,
        account: 10,
        lead: 20,
        /** Where the counters live in Redis (REDIS_URL); instances that share a bucket share the prefix. */
        redisKeyPrefix: 'winhub:rate-limit:',
      },
    };
  });
