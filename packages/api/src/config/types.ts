import type { z } from 'zod';
import type { ServiceKey } from '../contract/common.ts';
import type { envSchema } from './envSchema.ts';

/** Everything the environment configures, validated; see the README's table of variables. */
export type EnvConfig = z.output<typeof envSchema>;

export type IdentityConfig = Omit<EnvConfig['identity'], 'clientSecret'> & { clientSecret: string };

export type RateLimitConfig = EnvConfig['rateLimit'];

/** The configuration the server runs with: secrets known (configured, or derived from the shared secret). */
export type AppConfig = Omit<EnvConfig, 'cookieSecret' | 'identity' | 'serviceClientSecrets'> & {
  cookieSecret: string;
  identity: IdentityConfig;
  serviceClientSecrets: Record<ServiceKey, string>;
};
