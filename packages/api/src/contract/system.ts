import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** `GET /api/ready`: 200 when this instance can serve, 503 (with Retry-After) when it cannot. */
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: z.enum(['up', 'down']),
  migrations: z.enum(['current', 'pending', 'unknown']),
  identityProvider: z.enum(['embedded', 'up', 'down']),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;

/** What the app needs at runtime. */
export const runtimeConfigSchema = z.object({
  productKey: z.literal('winhub'),
  /** Origin of the identity provider's login pages. */
  authOrigin: z.string(),
  authIssuer: z.string(),
  clientId: z.string(),
  /** An external identity provider holds the credentials: /register sends the person to its screens. */
  accountsAtProvider: z.boolean(),
  /** Hostname of the production business site, null when not configured. */
  businessDomain: z.string().nullable(),
  payment: z.object({
    mode: z.enum(['stripe', 'test']),
    publishableKey: z.string().nullable(),
  }),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
