import {
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { PasskeySummary } from '../../contract/accountPage.ts';
import { conflict, invalid, notFound } from '../../domain/errors.ts';
import type { AccountDeps } from '../accounts/accountDeps.ts';
import { mailFactorAdded } from '../accounts/factorAddedMail.ts';
import { mailFactorRemoved } from '../accounts/factorRemovedMail.ts';
import { requireStepUp, type StepUpSession } from '../accounts/stepUp.ts';
import { saveChallenge, takeChallenge } from './challenges.ts';
import type { WebAuthnSettings } from './webauthnSettings.ts';

const MAX_PASSKEYS = 20;
const registrationOf = (userId: string) => `registration:${userId}`;

export async function listPasskeys(deps: AccountDeps, userId: string): Promise<PasskeySummary[]> {
  const rows = await deps.prisma.passkey.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  }));
}

/**
 * Options for the browser to create a discoverable passkey (usable without typing an address), once the
 * session confirmed the password: a stolen token alone cannot plant a factor.
 */
export async function passkeyRegistrationOptions(
  deps: AccountDeps,
  webauthn: WebAuthnSettings,
  session: StepUpSession,
) {
  await requireStepUp(deps, session);
  const { userId } = session;
  const user = await deps.prisma.user.findUniqueOrThrow({
    where: { id: userId },
    include: { passkeys: true },
  });
  if (user.passkeys.length >= MAX_PASSKEYS)
    throw conflict('too_many_passkeys', `An account can have ${MAX_PASSKEYS} passkeys.`);
  const options = await generateRegistrationOptions({
    rpName: webauthn.rpName,
    rpID: webauthn.rpID,
    userName: user.email,
    userDisplayName: user.fullName,
    userID: new TextEncoder().encode(user.id),
    attestationType: 'none',
    excludeCredentials: user.passkeys.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await saveChallenge(deps.prisma, registrationOf(userId), options.challenge);
  return options;
}

/** Keeps the passkey the browser created for the registration options above, and tells the owner by mail. */
export async function addPasskey(
  deps: AccountDeps,
  webauthn: WebAuthnSettings,
  session: StepUpSession,
  input: { name: string; response: RegistrationResponseJSON },
): Promise<PasskeySummary> {
  await requireStepUp(deps, session);
  const { userId } = session;
  const challenge = await takeChallenge(deps.prisma, registrationOf(userId));
  if (!challenge) throw invalid('challenge_expired', 'Adding the passkey took too long. Try again.');
  const verification = await verifyRegistrationResponse({
    response: input.response,
    expectedChallenge: challenge,
    expectedOrigin: webauthn.origins,
    expectedRPID: webauthn.rpID,
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified)
    throw invalid('passkey_not_verified', 'The browser’s answer could not be verified.');
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  const name = input.name.trim() || 'Passkey';
  const created = await deps.prisma.$transaction(async (tx) => {
    const row = await tx.passkey.create({
      data: {
        id: credential.id,
        userId,
        name,
        publicKey: Buffer.from(credential.publicKey),
        counter: BigInt(credential.counter),
        transports: credential.transports ?? [],
        deviceType: credentialDeviceType,
        backedUp: credentialBackedUp,
      },
    });
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId } });
    await mailFactorAdded(tx, deps, user, { factor: 'passkey', detail: name });
    return row;
  });
  deps.mailer.flush();
  return { id: created.id, name: created.name, createdAt: created.createdAt.toISOString(), lastUsedAt: null };
}

/** Removes a passkey of the person (after the password) and tells them by mail. */
export async function removePasskey(
  deps: AccountDeps,
  session: StepUpSession,
  passkeyId: string,
  password?: string,
) {
  await requireStepUp(deps, session, password);
  const { userId } = session;
  const passkey = await deps.prisma.passkey.findFirst({ where: { id: passkeyId, userId } });
  if (!passkey) throw notFound('passkey_not_found', 'No such passkey on your account.');
  await deps.prisma.$transaction(async (tx) => {
    await tx.passkey.delete({ where: { id: passkey.id } });
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId } });
    await mailFactorRemoved(tx, deps, user, { factor: `the passkey "${passkey.name}"`, tab: 'passkeys' });
  });
  deps.mailer.flush();
}
