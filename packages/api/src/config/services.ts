import { z } from 'zod';
import { SERVICE_KEYS, type ServiceKey } from '../contract/common.ts';
import { isHttpUrl } from './fields.ts';
import { EXAMPLES } from './messages.ts';

/** Where the six stand-ins listen unless STAND_IN_BASE_PORT says otherwise: this port and the five after it. */
const DEFAULT_STAND_IN_BASE_PORT = 3101;

/** The local origin of each service: `http://localhost:<base port + its place in SERVICE_KEYS>`. */
export const localServiceOrigins = (basePort: number) =>
  Object.fromEntries(
    SERVICE_KEYS.map((key, index) => [key, `http://localhost:${basePort + index}`]),
  ) as Record<ServiceKey, string>;

const BASE_PORT_RANGE = { error: `must be a port number from 1 to ${65535 - SERVICE_KEYS.length + 1}` };

/** `erp=https://erp.example.com,meet=https://meet.example.com`; unlisted services keep their local URLs. */
const serviceOrigins = z.string().transform((value, ctx) => {
  const origins: Partial<Record<ServiceKey, string>> = {};
  for (const pair of value.split(',')) {
    const [key = '', url = ''] = pair.split('=').map((part) => part.trim());
    if (!(SERVICE_KEYS as readonly string[]).includes(key)) {
      ctx.addIssue({ code: 'custom', message: `"${key}" is not a service (${SERVICE_KEYS.join(', ')})` });
      return z.NEVER;
    }
    if (!isHttpUrl(url)) {
      ctx.addIssue({ code: 'custom', message: `${key}: "${url}" is not an absolute http(s) URL` });
      return z.NEVER;
    }
    origins[key as ServiceKey] = new URL(url).origin;
  }
  return origins;
});

/** `erp=value,meet=value` for the services listed; `check` names what a value must be. */
const perService = (what: string, check: (value: string) => boolean) =>
  z.string().transform((value, ctx) => {
    const values: Partial<Record<ServiceKey, string>> = {};
    for (const pair of value.split(',')) {
      const at = pair.indexOf('=');
      const key = pair.slice(0, at).trim();
      const item = pair.slice(at + 1).trim();
      if (at < 0 || !(SERVICE_KEYS as readonly string[]).includes(key)) {
        ctx.addIssue({ code: 'custom', message: `"${key}" is not a service (${SERVICE_KEYS.join(', ')})` });
        return z.NEVER;
      }
      if (!check(item)) {
        ctx.addIssue({ code: 'custom', message: `${key}: must be ${what}` });
        return z.NEVER;
      }
      values[key as ServiceKey] = item;
    }
    return values;
  });

export const servicesVariables = {
  SERVICE_ORIGINS: serviceOrigins.optional(),
  /** The first of the six ports of the stand-ins (market, auth, ads, erp, meet, wms in that order). */
  STAND_IN_BASE_PORT: z.coerce
    .number(BASE_PORT_RANGE)
    .int(BASE_PORT_RANGE)
    .min(1, BASE_PORT_RANGE)
    .max(65535 - SERVICE_KEYS.length + 1, BASE_PORT_RANGE)
    .default(DEFAULT_STAND_IN_BASE_PORT),
  /** Each service's client secret for redeeming hand-offs; unlisted ones are derived from the shared secret. */
  SERVICE_CLIENT_SECRETS: perService(
    'a secret of at least 32 characters',
    (value) => value.length >= 32,
  ).optional(),
  /** Each service's back-channel logout URL; unlisted ones get `<origin>/backchannel-logout`. */
  SERVICE_LOGOUT_URLS: perService('an absolute http(s) URL', isHttpUrl).optional(),
};

/** The client id a service authenticates with (`winhub-erp`…). */
export const serviceClientId = (service: ServiceKey) => `winhub-${service}`;

/** Each service's back-channel logout URL: configured, or `/backchannel-logout` on its origin. */
export const serviceLogoutUrls = (
  origins: Record<ServiceKey, string>,
  configured: Partial<Record<ServiceKey, string>> | undefined,
) =>
  Object.fromEntries(
    SERVICE_KEYS.map((key) => [key, configured?.[key] ?? `${origins[key]}/backchannel-logout`]),
  ) as Record<ServiceKey, string>;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Production: NODE_ENV=production, or a public origin people reach on another machine than their own. */
export const isProduction = (nodeEnv: string | undefined, publicOrigin: string) => {
  const host = new URL(publicOrigin).hostname;
  return nodeEnv === 'production' || !(LOCAL_HOSTS.has(host) || host.endsWith('.localhost'));
};

/**
 * In production every service needs its real origin in SERVICE_ORIGINS: a hand-off must never send
 * someone's sign-in to `http://localhost:310x` on their own computer.
 */
export function productionServiceOriginsProblem(
  nodeEnv: string | undefined,
  publicOrigin: string,
  listed: Partial<Record<ServiceKey, string>> | undefined,
): string | null {
  const missing = SERVICE_KEYS.filter((key) => !listed?.[key]);
  if (!missing.length || !isProduction(nodeEnv, publicOrigin)) return null;
  return (
    `SERVICE_ORIGINS must give the origin of every service in production (NODE_ENV=production or a PUBLIC_ORIGIN ` +
    `off localhost); missing: ${missing.join(', ')} (example: SERVICE_ORIGINS=${EXAMPLES.SERVICE_ORIGINS})`
  );
}
