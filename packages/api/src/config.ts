import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { SERVICE_KEYS, type ServiceKey } from './contract/common.ts';

export { SERVICE_KEYS, type ServiceKey };

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const MEMORY_DATA_DIR = 'memory://';

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
}

export interface AppConfig {
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  publicOrigin: string;
  businessDomain: string | null;
  cookieSecret: string;
  identity: IdentityConfig;
  serviceOrigins: Record<ServiceKey, string>;
  stripe: { secretKey: string | null; publishableKey: string | null; webhookSecret: string | null };
  logLevel: string;
  appDistDir: string;
  jsonLimit: string;
  /** How long an authenticated user's row is reused between requests (0: never). */
  authCacheMs: number;
  rateLimit: RateLimitConfig;
}

type Env = Record<string, string | undefined>;

const nonEmpty = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);
const withoutTrailingSlash = (value: string) => value.replace(/\/+$/, '');

const DEFAULT_SERVICE_PORTS: Record<ServiceKey, number> = {
  market: 3101,
  auth: 3102,
  ads: 3103,
  erp: 3104,
  meet: 3105,
  wms: 3106,
};

/** `SERVICE_ORIGINS` is `erp=https://erp.example.com,meet=https://meet.example.com`; unlisted ones keep local URLs. */
function readServiceOrigins(raw: string | null): Record<ServiceKey, string> {
  const origins = Object.fromEntries(
    SERVICE_KEYS.map((key) => [key, `http://localhost:${DEFAULT_SERVICE_PORTS[key]}`]),
  ) as Record<ServiceKey, string>;
  for (const pair of raw?.split(',') ?? []) {
    const [key, value] = pair.split('=').map((part) => part.trim());
    if (key && value && (SERVICE_KEYS as readonly string[]).includes(key)) {
      origins[key as ServiceKey] = new URL(value).origin;
    }
  }
  return origins;
}

/** COOKIE_SECRET, or one generated once and kept in the data directory so sessions survive restarts. */
function readCookieSecret(env: Env, dataDir: string): string {
  const configured = nonEmpty(env.COOKIE_SECRET);
  if (configured) return configured;
  if (dataDir === MEMORY_DATA_DIR) return randomBytes(32).toString('hex');
  const file = path.join(dataDir, 'cookie-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(32).toString('hex');
    writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

export function loadConfig(env: Env = process.env): AppConfig {
  const port = Number(nonEmpty(env.PORT) ?? 3000);
  const dataDirRaw = nonEmpty(env.DATA_DIR);
  const dataDir =
    dataDirRaw === MEMORY_DATA_DIR
      ? MEMORY_DATA_DIR
      : path.resolve(dataDirRaw ?? path.join(repoRoot, '.data'));
  const publicOrigin = withoutTrailingSlash(nonEmpty(env.PUBLIC_ORIGIN) ?? `http://localhost:${port}`);
  const externalIssuer = nonEmpty(env.AUTH_ISSUER);
  const cookieSecret = readCookieSecret(env, dataDir);
  return {
    port,
    dataDir,
    databaseUrl: nonEmpty(env.DATABASE_URL),
    publicOrigin,
    businessDomain: nonEmpty(env.BUSINESS_DOMAIN),
    cookieSecret,
    identity: {
      externalIssuer,
      issuer: externalIssuer ?? `${publicOrigin}/oidc`,
      clientId: nonEmpty(env.AUTH_CLIENT_ID) ?? 'winhub',
      // the embedded provider's client secret is derived from the persisted cookie secret: never a known default
      clientSecret:
        nonEmpty(env.AUTH_CLIENT_SECRET) ??
        createHmac('sha256', cookieSecret).update('winhub embedded client').digest('base64url'),
      audience: nonEmpty(env.AUTH_AUDIENCE) ?? `${publicOrigin}/api`,
      accessTokenTtlSeconds: 3600,
    },
    serviceOrigins: readServiceOrigins(nonEmpty(env.SERVICE_ORIGINS)),
    stripe: {
      secretKey: nonEmpty(env.STRIPE_SECRET_KEY),
      publishableKey: nonEmpty(env.STRIPE_PUBLISHABLE_KEY),
      webhookSecret: nonEmpty(env.STRIPE_WEBHOOK_SECRET),
    },
    logLevel: nonEmpty(env.LOG_LEVEL) ?? 'info',
    appDistDir: path.join(repoRoot, 'packages', 'app', 'dist'),
    jsonLimit: '100kb',
    authCacheMs: 1000,
    rateLimit: { windowMs: 60_000, auth: 30, account: 10, lead: 20 },
  };
}

/** Origins the app may be served from: its own, and the production business domain's. */
export function appOrigins(config: AppConfig): string[] {
  const origins = [config.publicOrigin];
  if (config.businessDomain) {
    const domain = config.businessDomain.includes('://')
      ? config.businessDomain
      : `https://${config.businessDomain}`;
    origins.push(new URL(domain).origin);
  }
  return origins;
}
