import { envSchema } from './config/envSchema.ts';
import { describeIssue, type Env } from './config/messages.ts';
import { StartupError } from './config/startupError.ts';
import type { EnvConfig } from './config/types.ts';

export { appOrigins } from './config/appOrigins.ts';
export { LOG_LEVELS, type LogLevel } from './config/logLevels.ts';
export { StartupError } from './config/startupError.ts';
export { MEMORY_DATA_DIR } from './config/storage.ts';
export type { TrustProxy } from './config/trustProxy.ts';
export type { AppConfig, EnvConfig, IdentityConfig, RateLimitConfig } from './config/types.ts';
export { configWarnings } from './config/warnings.ts';
export { SERVICE_KEYS, type ServiceKey } from './contract/common.ts';

const blankAsUnset = (env: Env): Env =>
  Object.fromEntries(
    Object.entries(env)
      .map(([key, value]) => [key, value?.trim()])
      .filter(([, value]) => value !== undefined && value !== ''),
  );

/** Reads and validates the environment, blank as unset; a bad value throws a StartupError naming it. */
export function loadConfig(rawEnv: Env = process.env): EnvConfig {
  const env = blankAsUnset(rawEnv);
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new StartupError(
      `invalid configuration: ${parsed.error.issues.map((issue) => describeIssue(env, issue)).join('; ')}`,
    );
  }
  return parsed.data;
}
