import { z } from 'zod';
import { passwordRule } from './accounts.ts';
import { emailSchema, fullNameSchema } from './common.ts';

const password = z.string().min(1, 'Enter your password').max(200, 'Password is too long');
const token = z.string().min(1, 'The link is missing its token').max(200, 'This link is not valid');

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
export const verifyEmailRequestSchema = z.object({ token });
export const verifyEmailResponseSchema = z.object({ email: z.string() });
export const passwordResetRequestSchema = z.object({ email: emailSchema });
export const passwordResetResponseSchema = z.object({ sent: z.literal(true) });
export const passwordResetConfirmRequestSchema = z.object({ token, password: passwordRule });
export const passwordConfirmationSchema = z.object({ password });
export const okResponseSchema = z.object({ ok: z.literal(true) });

export const totpSetupResponseSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
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

const base64url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*$/, 'Not base64url');
const transports = z
  .array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']))
  .max(10);
/** The parts every WebAuthn answer has (the browser's PublicKeyCredential JSON); the WebAuthn library checks the rest. */
const credentialJson = {
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  clientExtensionResults: z.object({}).passthrough(),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};
export const registrationResponseSchema = z.object({
  ...credentialJson,
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: base64url.optional(),
    publicKey: base64url.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    transports: transports.optional(),
  }),
});
export const authenticationResponseSchema = z.object({
  ...credentialJson,
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
});
export const passkeyOptionsResponseSchema = z.object({ challenge: z.string() }).passthrough();
export const passkeyAddRequestSchema = z.object({
  name: z.string().trim().max(60, 'Name is too long').default(''),
  response: registrationResponseSchema,
});
export const passkeySignInRequestSchema = z.object({ response: authenticationResponseSchema });

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

/** The embedded provider's own sign-up screen: an account named after the person, with its own organization. */
export const providerSignUpRequestSchema = z.object({
  fullName: fullNameSchema,
  email: emailSchema,
  password: passwordRule,
});

/** The second sign-in step (after a right password), as the provider's interaction answers it. */
export const secondFactorCodeRequestSchema = z.object({
  method: z.enum(['totp', 'recovery_code']),
  code: z.string().trim().min(1, 'Enter the code').max(20, 'Enter the code'),
});

export const mailboxEntrySchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  createdAt: z.string(),
});
export const mailboxResponseSchema = z.object({ messages: z.array(mailboxEntrySchema) });
export const mailboxMessageSchema = mailboxEntrySchema.extend({
  from: z.string(),
  text: z.string(),
  html: z.string(),
});
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;
