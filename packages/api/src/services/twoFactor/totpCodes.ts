import { generateSecret, generateURI, verify } from 'otplib';

/** A new base32 TOTP seed and the `otpauth://` address authenticator apps read from its QR code. */
export function newTotpSeed(accountName: string): { secret: string; otpauthUrl: string } {
  const secret = generateSecret();
  return { secret, otpauthUrl: generateURI({ issuer: 'WinHub', label: accountName, secret }) };
}

/**
 * The time step of `code` when it is right for `secret` (one step of clock drift either way allowed) and
 * newer than `afterTimeStep`, so no code is accepted twice; null otherwise.
 */
export async function acceptedTimeStep(
  secret: string,
  code: string,
  afterTimeStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: 30,
    ...(afterTimeStep === null ? {} : { afterTimeStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
