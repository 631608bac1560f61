import { z } from 'zod';
import { SERVICE_KEYS, sessionUserSchema } from './common.ts';
import { createAccountRequestSchema } from './signUp.ts';

/**
 * What a person typed to register, kept server side while an external provider signs them up: /register's
 * details without the password, or the home registration's (no persona, no organization name: the
 * organization is then named after the person).
 */
export const registrationDetailsSchema = createAccountRequestSchema.omit({ password: true }).extend({
  persona: createAccountRequestSchema.shape.persona.optional(),
  organizationName: createAccountRequestSchema.shape.organizationName.optional(),
});
export type RegistrationDetails = z.infer<typeof registrationDetailsSchema>;

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
  /** With an external provider, /register's details: the organization is created with them on return. */
  registration: registrationDetailsSchema.optional(),
});
export type WinauthUrlRequest = z.input<typeof winauthUrlRequestSchema>;

export const winauthUrlResponseSchema = z.object({ authUrl: z.string() });

/**
 * The app's `/auth-callback` posts its whole query string (`location.search`): the provider's `code` and
 * `state`, or a `token` with the `state` of a sign-in this browser started.
 */
export const authCallbackRequestSchema = z.object({ search: z.string().max(8192) });
export type AuthCallbackRequest = z.infer<typeof authCallbackRequestSchema>;

/** `{ token, user }` of the callback, plus the provider's ID token (the hint for its sign-out). */
export const callbackResponseSchema = z.object({
  token: z.string(),
  user: sessionUserSchema,
  idToken: z.string().optional(),
});
export type CallbackResponse = z.infer<typeof callbackResponseSchema>;

/** Sign-out: the ID token of the sign-in, to end the provider's session too (RP-initiated logout). */
export const endSessionRequestSchema = z.object({
  idTokenHint: z.string().min(1).max(8192),
  /** The app origin's home page the provider returns to (null: the server's default origin). */
  postLogoutRedirectUri: z.string().max(2048).nullable().optional(),
});
export type EndSessionRequest = z.input<typeof endSessionRequestSchema>;

/** The provider's end-session address to navigate to, null when it advertises none. */
export const endSessionResponseSchema = z.object({ url: z.string().nullable() });
export type EndSessionResponse = z.infer<typeof endSessionResponseSchema>;

export const validateTokenRequestSchema = z.object({
  token: z.string({ error: 'Token is required' }).min(1, 'Token is required').max(8192),
});

export const validateTokenResponseSchema = z.object({ user: sessionUserSchema });

export const serviceHandoffRequestSchema = z.object({
  service: z.enum(SERVICE_KEYS, { error: 'Unknown service' }),
});

export const serviceHandoffResponseSchema = z.object({ url: z.string() });
