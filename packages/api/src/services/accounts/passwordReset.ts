import { normalizeEmail } from '../people.ts';
import { endSessions } from '../sessions/sessions.ts';
import { throttleKey } from '../signIn/throttlePolicy.ts';
import type { AccountDeps } from './accountDeps.ts';
import { mailAccountLink } from './accountLinkMails.ts';
import { useAccountToken } from './accountTokens.ts';
import { mailUnavailable } from './emailVerification.ts';
import { mailPasswordChanged } from './passwordChangedMail.ts';

/**
 * "Forgot password?": mails a reset link (30 minutes, single use, the newest only) when an active account
 * has the address. Resolves at once, before any look-up, so neither the answer nor its timing tells
 * whether the address has an account; the work goes on after it.
 */
export function requestPasswordReset(deps: AccountDeps, email: string): void {
  if (!deps.mailer.enabled) throw mailUnavailable();
  const send = async () => {
    const user = await deps.prisma.user.findUnique({ where: { email: normalizeEmail(email) } });
    if (!user?.isActive || !user.password) return;
    await deps.prisma.$transaction((tx) => mailAccountLink(tx, deps, user, 'reset_password'));
    deps.mailer.flush();
  };
  send().catch((error: unknown) => deps.logger.error({ err: error }, 'password reset mail not written'));
}

/**
 * The reset link's new password: ends every session of the account (WinHub's, the provider's, and the
 * services' through their logout), proves the address (the link reached it), stops any lock on the
 * account and mails a notice.
 */
export async function resetPassword(deps: AccountDeps, token: string, password: string): Promise<void> {
  const passwordHash = await deps.passwords.hash(password);
  const user = await deps.prisma.$transaction(async (tx) => {
    const { userId } = await useAccountToken(tx, token, 'reset_password');
    const changed = await tx.user.update({
      where: { id: userId },
      data: { password: passwordHash },
    });
    if (!changed.emailVerifiedAt)
      await tx.user.update({ where: { id: userId }, data: { emailVerifiedAt: new Date() } });
    await endSessions(tx, { userId }, 'password_reset');
    if (changed.identitySubject) await deps.sessions.providerSessions?.endAll(tx, changed.identitySubject);
    await mailPasswordChanged(tx, deps, changed);
    return changed;
  });
  await deps.failures.clear(throttleKey(user.email));
  deps.sessions.deliverLogouts();
  deps.mailer.flush();
}
