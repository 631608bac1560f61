import type { AccountDeps } from '../accounts/accountDeps.ts';
import { issueAccountToken, useAccountToken } from '../accounts/accountTokens.ts';
import { recordAttemptOnAddress } from './activity.ts';
import type { SignInContext } from './signInContext.ts';
import { throttleKey } from './throttlePolicy.ts';

/** At most one unlock mail per address in this long (the lock's longest wait), whatever a spray does. */
const UNLOCK_MAIL_EVERY_MS = 15 * 60_000;
const lastMailed = new Map<string, number>();

/**
 * Mails the owner of `email`, if there is one, a one-time link that unlocks sign-in (with the wait and a
 * reset link); also records the lock in the account's activity. Runs after the answer, so the answer costs
 * the same whether or not the address has an account; skipped when this instance mailed the address
 * within 15 minutes, or any instance did (an unlock link younger than that is still unused).
 */
export function mailUnlockLink(
  deps: AccountDeps,
  email: string,
  seconds: number,
  context: SignInContext,
): void {
  const key = throttleKey(email);
  const now = Date.now();
  if (now - (lastMailed.get(key) ?? 0) < UNLOCK_MAIL_EVERY_MS) return;
  lastMailed.set(key, now);
  for (const [address, at] of lastMailed) if (now - at >= UNLOCK_MAIL_EVERY_MS) lastMailed.delete(address);

  const send = async () => {
    const owner = await deps.prisma.user.findUnique({
      where: { email },
      select: { id: true, fullName: true },
    });
    if (!owner) return;
    const recent = await deps.prisma.accountToken.count({
      where: {
        userId: owner.id,
        purpose: 'unlock_sign_in',
        usedAt: null,
        voidedAt: null,
        createdAt: { gt: new Date(now - UNLOCK_MAIL_EVERY_MS) },
      },
    });
    if (recent > 0) return;
    await recordAttemptOnAddress(deps.prisma, email, 'locked', context);
    await deps.prisma.$transaction(async (tx) => {
      const token = await issueAccountToken(tx, owner.id, email, 'unlock_sign_in');
      await deps.mailer.enqueue(tx, email, {
        kind: 'signInLocked',
        name: owner.fullName,
        minutes: Math.max(1, Math.ceil(seconds / 60)),
        unlockUrl: deps.links.unlockSignIn(token),
        resetUrl: deps.links.forgotPassword(),
      });
    });
    deps.mailer.flush();
  };
  send().catch((error: unknown) => deps.logger.error({ err: error }, 'unlock mail not written'));
}

/**
 * Takes a mailed unlock link (once: used, expired and replaced links are refused): the address's wait for
 * untrusted browsers ends, and this browser gets the account's device token, so later failures from
 * elsewhere no longer hold it up.
 */
export async function unlockWithLink(
  deps: AccountDeps,
  token: string,
  context: SignInContext,
): Promise<void> {
  const { email } = await deps.prisma.$transaction((tx) => useAccountToken(tx, token, 'unlock_sign_in'));
  const key = throttleKey(email);
  await deps.failures.clear(key);
  lastMailed.delete(key);
  context.keepDeviceToken(deps.deviceTokens.issue(key));
}
