import { z } from 'zod';

/** PostgreSQL (else the embedded PGlite) and Redis (else rate limits in each process's memory). */
export const storageVariables = {
  DATABASE_URL: z
    .string()
    .refine((value) => /^postgres(ql)?:\/\/./.test(value), {
      error: 'must be a postgresql:// connection URL',
    })
    .optional(),
  REDIS_URL: z
    .string()
    .refine((value) => /^rediss?:\/\/./.test(value), { error: 'must be a redis:// or rediss:// URL' })
    .optional(),
};
