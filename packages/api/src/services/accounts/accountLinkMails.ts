import type { AccountMail } from '../../domain/ports/mail.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { AccountDeps } from './accountDeps.ts';
import type { AccountLinks } from './accountLinks.ts';
import { type AccountTokenPurpose, issueAccountToken } from './accountTokens.ts';

/** The links mailed on their own (an unlock link goes in the lock's notice: `signIn/unlockLink.ts`). */
type MailedLinkPurpose = Exclude<AccountTokenPurpose, 'unlock_sign_in'>;

/** The mail each purpose's link goes in. */
const LINK_MAILS: Record<
  MailedLinkPurpose,
  (name: string, token: string, links: AccountLinks) => AccountMail
> = {
  verify_email: (name, token, links) => ({ kind: 'verifyEmail', name, verifyUrl: links.verifyEmail(token) }),
  reset_password: (name, token, links) => ({
    kind: 'passwordReset',
    name,
    resetUrl: links.resetPassword(token),
  }),
};

/**
 * Mails the person a new single-use link for `purpose` inside `tx`, to the address its token records
 * (the link voids their older ones of that purpose).
 */
export async function mailAccountLink(
  tx: Prisma.TransactionClient,
  deps: Pick<AccountDeps, 'mailer' | 'links'>,
  user: { id: string; email: string; fullName: string },
  purpose: MailedLinkPurpose,
): Promise<void> {
  const token = await issueAccountToken(tx, user.id, user.email, purpose);
  await deps.mailer.enqueue(tx, user.email, LINK_MAILS[purpose](user.fullName, token, deps.links));
}
