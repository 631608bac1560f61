import { z } from 'zod';
import { emailSchema, fullNameSchema } from './common.ts';
import { passwordRule } from './signUp.ts';
import { authenticationResponseSchema } from './webauthn.ts';

// What the embedded provider's screens post (and WinHub's /login, asking for JSON), beside the password.

/** The provider's own sign-up screen: an account named after the person, with its own organization. */
export const providerSignUpRequestSchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  password: passwordRule,
});

/** The second sign-in step (after a right password). */
export const secondFactorCodeRequestSchema = z.object({
  method: z.enum(['totp', 'recovery_code']),
  code: z.string().trim().min(1, 'Enter the code').max(20, 'Enter the code'),
});

/** Signing in with a passkey: the browser's answer to the interaction's challenge. */
export const passkeySignInRequestSchema = z.object({ response: authenticationResponseSchema });
