import { z } from 'zod';
import { SERVICE_KEYS, sessionUserSchema } from './common.ts';

export const winauthUrlRequestSchema = z.object({
  /** The app's origin + `/auth-callback`, or null on the sign-in screen (the default origin is used). */
  redirectUri: z.string().max(2048).nullable().optional(),
  isRegistration: z.boolean().optional().default(false),
  prefillData: z
    .object({
      name: z.string().trim().max(200).optional(),
      email: z.string().trim().max(320).optional(),
    })
    .optional(),
});
export type WinauthUrlRequest = z.input<typeof winauthUrlRequestSchema>;

export const winauthUrlResponseSchema = z.object({ authUrl: z.string() });
export type WinauthUrlResponse = z.infer<typeof winauthUrlResponseSchema>;

/** The app's `/auth-callback` posts its whole query string (`location.search`). */
export const authCallbackRequestSchema = z.object({ search: z.string().max(8192) });
export type AuthCallbackRequest = z.infer<typeof authCallbackRequestSchema>;

export const validateTokenRequestSchema = z.object({
  token: z.string({ error: 'Token is required' }).min(1, 'Token is required').max(8192),
});
export type ValidateTokenRequest = z.infer<typeof validateTokenRequestSchema>;

export const validateTokenResponseSchema = z.object({ user: sessionUserSchema });
export type ValidateTokenResponse = z.infer<typeof validateTokenResponseSchema>;

export const serviceHandoffRequestSchema = z.object({
  service: z.enum(SERVICE_KEYS, { error: 'Unknown service' }),
});
export type ServiceHandoffRequest = z.input<typeof serviceHandoffRequestSchema>;

export const serviceHandoffResponseSchema = z.object({ url: z.string() });
export type ServiceHandoffResponse = z.infer<typeof serviceHandoffResponseSchema>;

export const handoffRedeemRequestSchema = z.object({
  token: z.string().min(1, 'Token is required').max(8192),
  service: z.enum(SERVICE_KEYS, { error: 'Unknown service' }),
});
export type HandoffRedeemRequest = z.infer<typeof handoffRedeemRequestSchema>;

export const handoffRedeemResponseSchema = z.object({
  user: sessionUserSchema.extend({ role: z.string() }),
  organization: z.object({ id: z.string(), name: z.string(), subscriptionType: z.string() }),
});
export type HandoffRedeemResponse = z.infer<typeof handoffRedeemResponseSchema>;
