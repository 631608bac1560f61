import { z } from 'zod';

/** DATA_DIR's value for an embedded database kept in memory only. */
export const MEMORY_DATA_DIR = 'memory://';

/** Connections one instance keeps to PostgreSQL unless DATABASE_POOL_SIZE says otherwise. */
export const DEFAULT_DATABASE_POOL_SIZE = 10;

/** PostgreSQL (else the embedded PGlite) and Redis (else rate limits in each process's memory). */
export const storageVariables = {
  DATABASE_URL: z
    .string()
    .refine((value) => /^postgres(ql)?:\/\/./.test(value), {
      error: 'must be a postgresql:// connection URL',
    })
    .optional(),
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'must be a whole number of connections' })
    .int({ error: 'must be a whole number of connections' })
    .min(1, { error: 'must be between 1 and 200' })
    .max(200, { error: 'must be between 1 and 200' })
    .default(DEFAULT_DATABASE_POOL_SIZE),
  REDIS_URL: z
    .string()
    .refine((value) => /^rediss?:\/\/./.test(value), { error: 'must be a redis:// or rediss:// URL' })
    .optional(),
};
