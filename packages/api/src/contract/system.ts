import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** What the app needs at runtime. */
export const runtimeConfigSchema = z.object({
  productKey: z.literal('winhub'),
  /** Origin of the identity provider's login pages. */
  authOrigin: z.string(),
  authIssuer: z.string(),
  clientId: z.string(),
  /** Hostname of the production business site, null when not configured. */
  businessDomain: z.string().nullable(),
  payment: z.object({
    mode: z.enum(['stripe', 'test']),
    publishableKey: z.string().nullable(),
  }),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
