import { unauthenticated } from '../../domain/errors.ts';
import type { SecondFactorMethod } from '../../domain/ports/providerInteraction.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { AccountDeps } from '../accounts/accountDeps.ts';
import { useRecoveryCode } from '../twoFactor/recoveryCodes.ts';
import { acceptedTimeStep } from '../twoFactor/totpCodes.ts';
import { recordSignInEvent } from './activity.ts';
import { completeSignIn } from './completeSignIn.ts';
import { deviceThrottleKey } from './deviceTokens.ts';
import type { SignInContext } from './signInContext.ts';
import { accountLocked, secondsLocked, throttleKey } from './throttlePolicy.ts';

/** How long the second step waits after a right password, and how many wrong codes it takes. */
const SECOND_FACTOR_TTL_MS = 10 * 60_000;
const WRONG_CODES_ALLOWED = 5;

/** The second factors a person has set up; none means a right password signs them in. */
export async function secondFactorMethods(
  prisma: PrismaClient,
  user: { id: string; totpSecret: string | null },
): Promise<SecondFactorMethod[]> {
  if (!user.totpSecret) return [];
  const passkeys = await prisma.passkey.count({ where: { userId: user.id } });
  return passkeys > 0 ? ['totp', 'recovery_code', 'passkey'] : ['totp', 'recovery_code'];
}

/** Remembers, for the interaction, that the password was right and whose it was. */
export async function startSecondFactor(prisma: PrismaClient, interactionUid: string, userId: string) {
  const expiresAt = new Date(Date.now() + SECOND_FACTOR_TTL_MS);
  await prisma.secondFactorChallenge.upsert({
    where: { interactionUid },
    create: { interactionUid, userId, expiresAt },
    update: { userId, expiresAt, attempts: 0 },
  });
}

const signInAgain = () =>
  unauthenticated('second_factor_expired', 'This sign-in has expired. Sign in again with your password.');

async function liveChallenge(prisma: PrismaClient, interactionUid: string) {
  const challenge = await prisma.secondFactorChallenge.findUnique({ where: { interactionUid } });
  return challenge && challenge.expiresAt > new Date() ? challenge : null;
}

/** The person whose password this interaction accepted; refused when there is none or it expired. */
export async function pendingSecondFactor(prisma: PrismaClient, interactionUid: string) {
  const challenge = await liveChallenge(prisma, interactionUid);
  if (!challenge) throw signInAgain();
  return challenge;
}

/** The second factors of the person this interaction waits for; null when it waits for none (or no longer). */
export async function awaitedSecondFactors(
  prisma: PrismaClient,
  interactionUid: string,
): Promise<SecondFactorMethod[] | null> {
  const challenge = await liveChallenge(prisma, interactionUid);
  if (!challenge) return null;
  const user = await prisma.user.findUniqueOrThrow({ where: { id: challenge.userId } });
  return secondFactorMethods(prisma, user);
}

/** The second factors of the person this interaction waits for; refused as `pendingSecondFactor` is. */
export async function pendingSecondFactorMethods(
  prisma: PrismaClient,
  interactionUid: string,
): Promise<SecondFactorMethod[]> {
  const methods = await awaitedSecondFactors(prisma, interactionUid);
  if (!methods) throw signInAgain();
  return methods;
}

/**
 * The second step with an authenticator code or a recovery code. A wrong code counts as a failed sign-in
 * of the account; after five the step ends and the password is asked again.
 */
export async function verifySecondFactorCode(
  deps: AccountDeps,
  interactionUid: string,
  input: { method: 'totp' | 'recovery_code'; code: string },
  context: SignInContext,
): Promise<{ subject: string }> {
  const challenge = await pendingSecondFactor(deps.prisma, interactionUid);
  const user = await deps.prisma.user.findUniqueOrThrow({ where: { id: challenge.userId } });
  // counted where the password was: a browser that signed in before is not held up by failures elsewhere
  const accountKey = throttleKey(user.email);
  const device = deps.deviceTokens.trusted(accountKey, context.deviceTokens);
  const key = device ? deviceThrottleKey(device) : accountKey;
  const now = new Date();
  const waiting = secondsLocked(await deps.failures.current(key), now);
  if (waiting > 0) throw accountLocked(waiting);

  const accepted = await deps.prisma.$transaction(async (tx) => {
    if (input.method === 'recovery_code') return useRecoveryCode(tx, user.id, input.code);
    if (!user.totpSecret) return false;
    const step = await acceptedTimeStep(
      deps.sealer.open(user.totpSecret),
      input.code.trim(),
      user.totpLastTimeStep,
    );
    if (step === null) return false;
    const claimed = await tx.user.updateMany({
      where: { id: user.id, OR: [{ totpLastTimeStep: null }, { totpLastTimeStep: { lt: step } }] },
      data: { totpLastTimeStep: step },
    });
    return claimed.count === 1;
  });

  if (!accepted) {
    await deps.failures.recordFailure(key, now);
    await recordSignInEvent(deps.prisma, user.id, input.method, 'failure', context);
    deps.onSignInOutcome?.('failure', input.method);
    const counted = await deps.prisma.secondFactorChallenge.update({
      where: { interactionUid },
      data: { attempts: { increment: 1 } },
    });
    if (counted.attempts >= WRONG_CODES_ALLOWED) {
      await deps.prisma.secondFactorChallenge.delete({ where: { interactionUid } });
      throw signInAgain();
    }
    throw unauthenticated('invalid_code', 'That code is not right.');
  }
  await deps.prisma.secondFactorChallenge.delete({ where: { interactionUid } });
  await completeSignIn(deps, user, input.method, context, key);
  if (!user.identitySubject) throw signInAgain();
  return { subject: user.identitySubject };
}
