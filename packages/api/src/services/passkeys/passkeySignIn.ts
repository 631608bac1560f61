import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  verifyAuthenticationResponse,
} from '@simplewebauthn/server';
import { unauthenticated } from '../../domain/errors.ts';
import type { AccountDeps } from '../accounts/accountDeps.ts';
import { completeSignIn } from '../signIn/completeSignIn.ts';
import type { SignInContext } from '../signIn/signInContext.ts';
import { onlyInInactiveOrganizations } from '../teams/memberships.ts';
import { saveChallenge, takeChallenge } from './challenges.ts';
import type { WebAuthnSettings } from './webauthnSettings.ts';

const signInOf = (interactionUid: string) => `sign-in:${interactionUid}`;

const refused = () => unauthenticated('passkey_refused', 'This passkey could not sign you in.');

/**
 * Options to sign in with a passkey in an interaction: the person's own passkeys when their password was
 * just accepted (second factor), any passkey of this site otherwise (password-less).
 */
export async function passkeySignInOptions(
  deps: AccountDeps,
  webauthn: WebAuthnSettings,
  interactionUid: string,
) {
  const pending = await deps.prisma.secondFactorChallenge.findUnique({ where: { interactionUid } });
  const allowed =
    pending && pending.expiresAt > new Date()
      ? await deps.prisma.passkey.findMany({ where: { userId: pending.userId } })
      : [];
  const options = await generateAuthenticationOptions({
    rpID: webauthn.rpID,
    userVerification: 'preferred',
    allowCredentials: allowed.map((passkey) => ({ id: passkey.id, transports: passkey.transports })),
  });
  await saveChallenge(deps.prisma, signInOf(interactionUid), options.challenge);
  return options;
}

/** Signs in with the passkey's answer; as a second factor, the passkey must be the same person's. */
export async function signInWithPasskey(
  deps: AccountDeps,
  webauthn: WebAuthnSettings,
  interactionUid: string,
  response: AuthenticationResponseJSON,
  context: SignInContext,
): Promise<{ subject: string }> {
  const challenge = await takeChallenge(deps.prisma, signInOf(interactionUid));
  if (!challenge)
    throw unauthenticated('challenge_expired', 'Signing in with the passkey took too long. Try again.');
  const passkey = await deps.prisma.passkey.findUnique({
    where: { id: response.id },
    include: { user: true },
  });
  if (!passkey?.user.isActive || !passkey.user.identitySubject) throw refused();
  if (await onlyInInactiveOrganizations(deps.prisma, passkey.userId)) throw refused();
  const pending = await deps.prisma.secondFactorChallenge.findUnique({ where: { interactionUid } });
  if (pending && pending.userId !== passkey.userId) throw refused();

  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: webauthn.origins,
    expectedRPID: webauthn.rpID,
    credential: {
      id: passkey.id,
      publicKey: new Uint8Array(passkey.publicKey),
      counter: Number(passkey.counter),
      transports: passkey.transports,
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) throw refused();

  await deps.prisma.passkey.update({
    where: { id: passkey.id },
    data: { counter: BigInt(verification.authenticationInfo.newCounter), lastUsedAt: new Date() },
  });
  if (pending) await deps.prisma.secondFactorChallenge.delete({ where: { interactionUid } });
  await completeSignIn(deps, passkey.user, 'passkey', context);
  return { subject: passkey.user.identitySubject };
}
