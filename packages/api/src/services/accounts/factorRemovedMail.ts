import type { Prisma } from '../../generated/prisma/client.ts';
import type { AccountDeps } from './accountDeps.ts';
import type { AccountTab } from './accountLinks.ts';

/** Tells the owner inside `tx` that a second factor left their account, with its tab and the reset link. */
export async function mailFactorRemoved(
  tx: Prisma.TransactionClient,
  deps: Pick<AccountDeps, 'mailer' | 'links'>,
  user: { email: string; fullName: string },
  removed: { factor: string; tab: AccountTab },
): Promise<void> {
  await deps.mailer.enqueue(tx, user.email, {
    kind: 'factorRemoved',
    name: user.fullName,
    factor: removed.factor,
    when: new Date().toUTCString(),
    accountUrl: deps.links.account(removed.tab),
    resetUrl: deps.links.forgotPassword(),
  });
}
