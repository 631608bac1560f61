import { z } from 'zod';
import { fullNameSchema } from './common.ts';
import { passwordRule } from './signUp.ts';
import { registrationResponseSchema } from './webauthn.ts';

// The account page of the embedded provider (`/api/account`): profile, password, two factors, passkeys,
// sessions and sign-in activity of the signed-in person.

const password = z.string().min(1, 'Enter your password').max(200, 'Password is too long');

export const passkeySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeySummary = z.infer<typeof passkeySummarySchema>;

export const accountResponseSchema = z.object({
  profile: z.object({ fullName: z.string(), email: z.string(), emailVerified: z.boolean() }),
  twoFactor: z.object({ totp: z.boolean(), recoveryCodesLeft: z.number().int() }),
  passkeys: z.array(passkeySummarySchema),
});
export type AccountResponse = z.infer<typeof accountResponseSchema>;

export const profileUpdateRequestSchema = z.object({ fullName: fullNameSchema });
export const passwordChangeRequestSchema = z.object({ currentPassword: password, newPassword: passwordRule });
export const passwordConfirmationSchema = z.object({ password });
/** How long a confirmed password spares a new prompt in the same session (GitHub's sudo mode). */
export const STEP_UP_WINDOW_MINUTES = 10;
/** A change that weakens the account: the password now, or none within the step-up window of the session. */
export const stepUpPasswordSchema = z.object({ password: password.optional() });
/** Confirms the owner for the step-up window: the password, or (an account without one) an authenticator code. */
export const stepUpRequestSchema = z.union([
  z.object({ password }),
  z.object({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'Enter the 6-digit code from your app'),
  }),
]);
export type StepUpRequest = z.infer<typeof stepUpRequestSchema>;
export const stepUpResponseSchema = z.object({ ok: z.literal(true), confirmedUntil: z.string() });
export const okResponseSchema = z.object({ ok: z.literal(true) });

export const totpSetupResponseSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth address as an SVG QR code (data URL). */
  qrCode: z.string(),
});
export type TotpSetupResponse = z.infer<typeof totpSetupResponseSchema>;
export const totpEnableRequestSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your app'),
});
export const recoveryCodesResponseSchema = z.object({ recoveryCodes: z.array(z.string()) });

export const passkeyAddRequestSchema = z.object({
  name: z.string().trim().max(60, 'Name is too long').default(''),
  response: registrationResponseSchema,
});

export const activeSessionSchema = z.object({
  id: z.string(),
  current: z.boolean(),
  browser: z.string(),
  os: z.string(),
  ip: z.string().nullable(),
  method: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
});
export type ActiveSessionView = z.infer<typeof activeSessionSchema>;
export const sessionsResponseSchema = z.object({ sessions: z.array(activeSessionSchema) });

export const activityEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  ip: z.string().nullable(),
  browser: z.string(),
  os: z.string(),
  method: z.enum(['password', 'passkey', 'totp', 'recovery_code']),
  outcome: z.enum(['success', 'failure', 'locked']),
});
export type ActivityEntryView = z.infer<typeof activityEntrySchema>;
export const activityResponseSchema = z.object({ events: z.array(activityEntrySchema) });
