import { z } from 'zod';

// The browser's WebAuthn answers (its PublicKeyCredential JSON): registering a passkey on the account
// page, signing in with one at the provider. Only their shape is checked here; the WebAuthn library
// checks the rest.

const base64url = z
  .string()
  .max(16_384)
  .regex(/^[A-Za-z0-9_-]*$/, 'Not base64url');
const transports = z
  .array(z.enum(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']))
  .max(10);
/** The parts every WebAuthn answer has. */
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

/** The options a ceremony starts with (WebAuthn's own JSON; the browser library reads the rest). */
export const passkeyOptionsResponseSchema = z.object({ challenge: z.string() }).passthrough();
