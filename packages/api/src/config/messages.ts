import type { z } from 'zod';
import { SERVICE_KEYS } from '../contract/common.ts';

export type Env = Record<string, string | undefined>;

/** Variables whose value must never be printed, even in an error. */
const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'REDIS_URL',
  'COOKIE_SECRET',
  'AUTH_CLIENT_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'SMTP_URL',
  'SERVICE_CLIENT_SECRETS',
  'METRICS_TOKEN',
]);

export const EXAMPLES: Record<string, string> = {
  PORT: '3000',
  PUBLIC_ORIGIN: 'https://winhub.example.com',
  DATA_DIR: '/var/lib/winhub',
  DATABASE_URL: 'postgresql://winhub:password@db.internal:5432/winhub',
  DATABASE_POOL_SIZE: '10',
  REDIS_URL: 'redis://redis.internal:6379',
  METRICS_TOKEN: 'a-long-random-token-for-prometheus',
  TRUST_PROXY: '1',
  AUTH_ISSUER: 'https://sso.example.com/realms/winhub',
  AUTH_CLIENT_ID: 'winhub',
  AUTH_CLIENT_SECRET: 'a-long-random-string',
  AUTH_AUDIENCE: 'https://winhub.example.com/api',
  BUSINESS_DOMAIN: 'winhub.example.com',
  COOKIE_SECRET: 'at-least-32-random-characters-here',
  SERVICE_ORIGINS: SERVICE_KEYS.map((key) => `${key}=https://${key}.example.com`).join(','),
  STAND_IN_BASE_PORT: '4101',
  SERVICE_CLIENT_SECRETS: 'erp=a-random-secret-of-at-least-32-characters',
  SERVICE_LOGOUT_URLS: 'erp=https://erp.example.com/backchannel-logout',
  SMTP_URL: 'smtps://winhub:password@smtp.example.com:465',
  MAIL_FROM: 'WinHub <no-reply@winhub.example.com>',
  STRIPE_SECRET_KEY: 'sk_test_…',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_…',
  STRIPE_WEBHOOK_SECRET: 'whsec_…',
  LOG_LEVEL: 'info',
};

/** One issue as an operator reads it: the variable, its value unless secret, the problem, an example. */
export function describeIssue(env: Env, issue: z.core.$ZodIssue): string {
  const variable = String(issue.path[0] ?? 'environment');
  const raw = env[variable];
  const shown = raw === undefined || SECRET_VARIABLES.has(variable) ? '' : `="${raw}"`;
  const example = EXAMPLES[variable] ? ` (example: ${variable}=${EXAMPLES[variable]})` : '';
  return `${variable}${shown} ${issue.message}${example}`;
}
