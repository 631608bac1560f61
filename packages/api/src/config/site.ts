import { z } from 'zod';
import { httpUrl, isHttpUrl } from './fields.ts';
import { LOG_LEVELS } from './logLevels.ts';
import { trustProxy } from './trustProxy.ts';

const PORT_RANGE = { error: 'must be a port number from 1 to 65535' };

/** Where the site listens and is reached, what it logs, and the proxies in front of it. */
export const siteVariables = {
  PORT: z.coerce.number(PORT_RANGE).int(PORT_RANGE).min(1, PORT_RANGE).max(65535, PORT_RANGE).default(3000),
  PUBLIC_ORIGIN: httpUrl('the site (scheme, host and port only)')
    .refine((value) => new URL(value).origin === value, {
      error: 'must be an origin only (scheme, host and port), with no path',
    })
    .optional(),
  DATA_DIR: z.string().optional(),
  TRUST_PROXY: trustProxy.default(false),
  BUSINESS_DOMAIN: z
    .string()
    .refine((value) => isHttpUrl(value.includes('://') ? value : `https://${value}`), {
      error: 'must be a host name such as winhub.example.com',
    })
    .optional(),
  NODE_ENV: z.string().optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  /** Bearer token Prometheus sends to read `/metrics`; unset, `/metrics` does not exist. */
  METRICS_TOKEN: z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
};
