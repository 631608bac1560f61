import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { identityVariables } from './config/identity.ts';
import { defaultMailFrom, MAIL_OFF_WARNING, mailDelivery, mailVariables } from './config/mail.ts';
import { describeIssue, type Env } from './config/messages.ts';
import {
  isProduction,
  localServiceOrigins,
  productionServiceOriginsProblem,
  serviceLogoutUrls,
  servicesVariables,
} from './config/services.ts';
import { siteVariables } from './config/site.ts';
import { StartupError } from './config/startupError.ts';
import { storageVariables } from './config/storage.ts';
import { stripeVariables, stripeWarnings } from './config/stripe.ts';
import type { EnvConfig } from './config/types.ts';

export { LOG_LEVELS, type LogLevel } from './config/logLevels.ts';
export { appOrigins } from './config/site.ts';
export { StartupError } from './config/startupError.ts';
export type { TrustProxy } from './config/trustProxy.ts';
export type { AppConfig, EnvConfig, IdentityConfig, RateLimitConfig } from './config/types.ts';
export { SERVICE_KEYS, type ServiceKey } from './contract/common.ts';

// this file and the bundle (dist/main.js) sit at the same depth below the repository root
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const MEMORY_DATA_DIR = 'memory://';

/** Every variable the server reads, by area. Blank values count as unset. */
export const envSchema = z.object({
  ...siteVariables,
  ...storageVariables,
  ...identityVariables,
  ...servicesVariables,
  ...mailVariables,
  ...stripeVariables,
});

const blankAsUnset = (env: Env): Env =>
  Object.fromEntries(
    Object.entries(env)
      .map(([key, value]) => [key, value?.trim()])
      .filter(([, value]) => value !== undefined && value !== ''),
  );

/** Reads and validates the environment; a bad value throws a StartupError naming the variable. */
export function loadConfig(rawEnv: Env = process.env): EnvConfig {
  const env = blankAsUnset(rawEnv);
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new StartupError(
      `invalid configuration: ${parsed.error.issues.map((issue) => describeIssue(env, issue)).join('; ')}`,
    );
  }
  const vars = parsed.data;
  const publicOrigin = vars.PUBLIC_ORIGIN ?? `http://localhost:${vars.PORT}`;
  const servicesProblem = productionServiceOriginsProblem(vars.NODE_ENV, publicOrigin, vars.SERVICE_ORIGINS);
  if (servicesProblem) throw new StartupError(servicesProblem);
  const production = isProduction(vars.NODE_ENV, publicOrigin);
  const serviceOrigins = { ...localServiceOrigins(), ...vars.SERVICE_ORIGINS };
  const dataDir =
    vars.DATA_DIR === MEMORY_DATA_DIR
      ? MEMORY_DATA_DIR
      : path.resolve(vars.DATA_DIR ?? path.join(repoRoot, '.data'));
  return {
    port: vars.PORT,
    dataDir,
    databaseUrl: vars.DATABASE_URL ?? null,
    databasePoolSize: vars.DATABASE_POOL_SIZE,
    redisUrl: vars.REDIS_URL ?? null,
    trustProxy: vars.TRUST_PROXY,
    publicOrigin,
    businessDomain: vars.BUSINESS_DOMAIN ?? null,
    cookieSecret: vars.COOKIE_SECRET ?? null,
    identity: {
      externalIssuer: vars.AUTH_ISSUER ?? null,
      issuer: vars.AUTH_ISSUER ?? `${publicOrigin}/oidc`,
      clientId: vars.AUTH_CLIENT_ID,
      clientSecret: vars.AUTH_CLIENT_SECRET ?? null,
      audience: vars.AUTH_AUDIENCE ?? `${publicOrigin}/api`,
      accessTokenTtlSeconds: 3600,
    },
    serviceOrigins,
    serviceClientSecrets: vars.SERVICE_CLIENT_SECRETS ?? {},
    serviceLogoutUrls: serviceLogoutUrls(serviceOrigins, vars.SERVICE_LOGOUT_URLS),
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
    metricsToken: vars.METRICS_TOKEN ?? null,
    appDistDir: path.join(repoRoot, 'packages', 'app', 'dist'),
    jsonLimit: '100kb',
    rateLimit: { windowMs: 60_000, auth: 30, account: 10, lead: 20, redisKeyPrefix: 'winhub:rate-limit:' },
  };
}

/** Settings that start but are probably a mistake; logged as warnings at start. */
export const configWarnings = (config: EnvConfig): string[] => [
  ...stripeWarnings(config.stripe),
  ...(config.mail.delivery === 'off' ? [MAIL_OFF_WARNING] : []),
];
