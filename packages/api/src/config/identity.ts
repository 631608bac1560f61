import { z } from 'zod';
import { httpUrl } from './fields.ts';

/** The identity provider (external when AUTH_ISSUER is set) and the secret that signs cookies. */
export const identityVariables = {
  AUTH_ISSUER: httpUrl('the identity provider').optional(),
  AUTH_CLIENT_ID: z.string().default('winhub'),
  AUTH_CLIENT_SECRET: z.string().optional(),
  AUTH_AUDIENCE: z.string().optional(),
  COOKIE_SECRET: z.string().min(32, { error: 'must be at least 32 characters long' }).optional(),
};
