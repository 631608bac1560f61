import type { ServiceKey } from '../contract/common.ts';
import type { LogLevel } from './logLevels.ts';
import type { MailDelivery } from './mail.ts';
import type { TrustProxy } from './trustProxy.ts';

export interface IdentityConfig {
  /** Null: the embedded provider plays the identity provider under `/oidc`. */
  externalIssuer: string | null;
  issuer: string;
  clientId: string;
  clientSecret: string;
  audience: string;
  accessTokenTtlSeconds: number;
}

export interface RateLimitConfig {
  windowMs: number;
  auth: number;
  account: number;
  lead: number;
  /** Where the counters live in Redis (REDIS_URL); instances that share a bucket share the prefix. */
  redisKeyPrefix: string;
}

/** Everything the environment configures, validated; see the README's table of variables. */
export interface EnvConfig {
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  /** Connections each instance keeps to PostgreSQL; N instances open up to N times as many. */
  databasePoolSize: number;
  redisUrl: string | null;
  trustProxy: TrustProxy;
  publicOrigin: string;
  businessDomain: string | null;
  /** COOKIE_SECRET; null: derived from the secret all instances share in the database. */
  cookieSecret: string | null;
  /** clientSecret is AUTH_CLIENT_SECRET; null: derived from the secret all instances share. */
  identity: Omit<IdentityConfig, 'clientSecret'> & { clientSecret: string | null };
  serviceOrigins: Record<ServiceKey, string>;
  /** Secrets from SERVICE_CLIENT_SECRETS; the others are derived from the secret all instances share. */
  serviceClientSecrets: Partial<Record<ServiceKey, string>>;
  serviceLogoutUrls: Record<ServiceKey, string>;
  /** True when no SERVICE_ORIGINS is set outside production: this process serves stand-in services on them. */
  standInServices: boolean;
  mail: { delivery: MailDelivery; smtpUrl: string | null; from: string };
  stripe: { secretKey: string | null; publishableKey: string | null; webhookSecret: string | null };
  logLevel: LogLevel;
  /** METRICS_TOKEN: `/metrics` answers only with it; null, there is no `/metrics`. */
  metricsToken: string | null;
  appDistDir: string;
  jsonLimit: string;
  rateLimit: RateLimitConfig;
}

/** The configuration the server runs with: secrets known (configured, or derived from the shared secret). */
export type AppConfig = Omit<EnvConfig, 'cookieSecret' | 'identity' | 'serviceClientSecrets'> & {
  cookieSecret: string;
  identity: IdentityConfig;
  serviceClientSecrets: Record<ServiceKey, string>;
};
