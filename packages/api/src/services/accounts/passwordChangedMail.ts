import type { Prisma } from '../../generated/prisma/client.ts';
import type { AccountDeps } from './accountDeps.ts';

/** Tells the owner inside `tx` that their password changed, with the reset link in case it was not them. */
export async function mailPasswordChanged(
  tx: Prisma.TransactionClient,
  deps: Pick<AccountDeps, 'mailer' | 'links'>,
  user: { email: string; fullName: string },
): Promise<void> {
  await deps.mailer.enqueue(tx, user.email, {
    kind: 'passwordChanged',
    name: user.fullName,
    when: new Date().toUTCString(),
    resetUrl: deps.links.forgotPassword(),
  });
}
