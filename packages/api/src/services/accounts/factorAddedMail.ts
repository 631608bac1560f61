import type { AccountMail } from '../../domain/ports/mail.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { AccountDeps } from './accountDeps.ts';
import type { AccountTab } from './accountLinks.ts';

type AddedFactor = Extract<AccountMail, { kind: 'factorAdded' }>['factor'];

const TAB_OF: Record<AddedFactor, AccountTab> = {
  passkey: 'passkeys',
  totp: 'two-factor',
  recoveryCodes: 'two-factor',
};

/**
 * Tells the owner inside `tx` that a sign-in factor was added (a stolen session planting one is the
 * attack it answers), with the account's review and the reset link.
 */
export async function mailFactorAdded(
  tx: Prisma.TransactionClient,
  deps: Pick<AccountDeps, 'mailer' | 'links'>,
  user: { email: string; fullName: string },
  added: { factor: AddedFactor; detail?: string },
): Promise<void> {
  await deps.mailer.enqueue(tx, user.email, {
    kind: 'factorAdded',
    name: user.fullName,
    factor: added.factor,
    ...(added.detail ? { detail: added.detail } : {}),
    when: new Date().toUTCString(),
    accountUrl: deps.links.account(TAB_OF[added.factor]),
    resetUrl: deps.links.forgotPassword(),
  });
}
