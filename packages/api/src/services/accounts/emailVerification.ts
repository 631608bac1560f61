import { conflict, invalid, unavailable } from '../../domain/errors.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { AccountDeps } from './accountDeps.ts';
import { mailAccountLink } from './accountLinkMails.ts';
import { useAccountToken } from './accountTokens.ts';

export const mailUnavailable = () =>
  unavailable('mail_unavailable', 'This WinHub install does not send mail. Ask its administrator.');

/** Writes the verification mail of `user`'s address inside `tx` (a new link voids the older ones). */
export async function writeVerificationMail(
  tx: Prisma.TransactionClient,
  deps: Pick<AccountDeps, 'mailer' | 'links'>,
  user: { id: string; email: string; fullName: string },
): Promise<void> {
  if (!deps.mailer.enabled) return;
  await mailAccountLink(tx, deps, user, 'verify_email');
}

/** "Resend" on the dashboard notice and the account page. */
export async function resendVerification(deps: AccountDeps, userId: string): Promise<void> {
  if (!deps.mailer.enabled) throw mailUnavailable();
  await deps.prisma.$transaction(async (tx) => {
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId } });
    if (user.emailVerifiedAt) throw conflict('already_verified', 'Your email address is already verified.');
    await writeVerificationMail(tx, deps, user);
  });
  deps.mailer.flush();
}

/** The link of the verification mail: proves the address it was sent to, once. */
export async function confirmEmail(deps: AccountDeps, token: string): Promise<{ email: string }> {
  return deps.prisma.$transaction(async (tx) => {
    const { userId, email } = await useAccountToken(tx, token, 'verify_email');
    const user = await tx.user.findUniqueOrThrow({ where: { id: userId } });
    if (user.email !== email)
      throw invalid('token_used', 'This link is for an address your account no longer has.');
    if (!user.emailVerifiedAt)
      await tx.user.update({ where: { id: userId }, data: { emailVerifiedAt: new Date() } });
    return { email };
  });
}
