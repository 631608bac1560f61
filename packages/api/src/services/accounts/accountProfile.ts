import type { AccountResponse } from '../../contract/accountPage.ts';
import { listPasskeys } from '../passkeys/passkeys.ts';
import { endSessions } from '../sessions/sessions.ts';
import { recoveryCodesLeft } from '../twoFactor/recoveryCodes.ts';
import type { AccountDeps } from './accountDeps.ts';
import { confirmPassword } from './confirmPassword.ts';
import { mailPasswordChanged } from './passwordChangedMail.ts';

export async function accountSummary(deps: AccountDeps, userId: string): Promise<AccountResponse> {
  const user = await deps.prisma.user.findUniqueOrThrow({ where: { id: userId } });
  return {
    profile: { fullName: user.fullName, email: user.email, emailVerified: user.emailVerifiedAt !== null },
    twoFactor: {
      totp: user.totpSecret !== null,
      recoveryCodesLeft: user.totpSecret ? await recoveryCodesLeft(deps.prisma, userId) : 0,
    },
    passkeys: await listPasskeys(deps, userId),
  };
}

export async function updateFullName(deps: AccountDeps, userId: string, fullName: string): Promise<void> {
  await deps.prisma.user.update({ where: { id: userId }, data: { fullName: fullName.trim() } });
}

/**
 * A new password from the account page, after the current one: every other session ends (with the
 * provider sessions behind them) and the owner gets a notice.
 */
export async function changePassword(
  deps: AccountDeps,
  userId: string,
  currentSessionId: string,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  await confirmPassword(deps, userId, input.currentPassword);
  const passwordHash = await deps.passwords.hash(input.newPassword);
  await deps.prisma.$transaction(async (tx) => {
    const user = await tx.user.update({ where: { id: userId }, data: { password: passwordHash } });
    const ended = await endSessions(tx, { userId, exceptSessionId: currentSessionId }, 'password_changed');
    const providerSids = await tx.session.findMany({
      where: { id: { in: ended }, providerSid: { not: null } },
      select: { providerSid: true },
    });
    for (const { providerSid } of providerSids) {
      if (providerSid) await deps.sessions.providerSessions?.endOne(tx, providerSid);
    }
    await mailPasswordChanged(tx, deps, user);
  });
  deps.sessions.deliverLogouts();
  deps.mailer.flush();
}
