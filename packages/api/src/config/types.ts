import type { ServiceKey } from '../contract/common.ts';
import type { LogLevel } from './site.ts';
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
  stripe: { secretKey: string | null; publishableKey: string | null; webhookSecret: string | null };
  logLevel: LogLevel;
  appDistDir: string;
  jsonLimit: string;
  rateLimit: RateLimitConfig;
}

/** The configuration the server runs with: secrets known (configured, or derived from the shared secret). */
export type AppConfig = Omit<EnvConfig, 'cookieSecret' | 'identity'> & {
  cookieSecret: string;
  identity: IdentityConfig;
};
