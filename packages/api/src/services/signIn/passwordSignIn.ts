import { unauthenticated } from '../../domain/errors.ts';
import type { SecondFactorMethod } from '../../domain/ports/providerInteraction.ts';
import { organizationInactive } from '../../domain/principal.ts';
import type { AccountDeps } from '../accounts/accountDeps.ts';
import { normalizeEmail } from '../people.ts';
import { hasActiveOrganization } from '../teams/memberships.ts';
import { recordAttemptOnAddress } from './activity.ts';
import { completeSignIn } from './completeSignIn.ts';
import { secondFactorMethods, startSecondFactor } from './secondFactor.ts';
import type { SignInContext } from './signInContext.ts';
import { accountLocked, FAILURES_BEFORE_LOCK, secondsLocked, throttleKey } from './throttlePolicy.ts';

export type PasswordSignIn =
  | { outcome: 'signed-in'; subject: string }
  | { outcome: 'second-factor'; methods: SecondFactorMethod[] };

const invalidCredentials = () => unauthenticated('invalid_credentials', 'Invalid email or password.');

/**
 * Checks the email and password typed on a sign-in screen of the embedded provider (interaction
 * `interactionUid`). While the address's failures hold it waiting, nothing is checked — not even a correct
 * password — and the answer is the same whether or not an account has the address; so is every other
 * refusal, in content and in cost (the password is compared with a dummy hash when there is no account).
 * With two-factor on, a right password only opens the second step. Refusals are thrown: `locked`,
 * `invalid_credentials`, `organization_inactive`.
 */
export async function signInWithPassword(
  deps: AccountDeps,
  input: { email: string; password: string; interactionUid: string },
  context: SignInContext,
): Promise<PasswordSignIn> {
  const email = normalizeEmail(input.email);
  const key = throttleKey(email);
  const now = new Date();
  const waiting = secondsLocked(await deps.failures.current(key), now);
  if (waiting > 0) {
    await recordAttemptOnAddress(deps.prisma, email, 'locked', context);
    deps.onSignInOutcome?.('locked', 'password');
    throw accountLocked(waiting);
  }

  const user = await deps.prisma.user.findUnique({ where: { email } });
  const valid = await deps.passwords.verify(input.password, user?.password ?? null);
  if (!valid || !user?.isActive || !user.password || !user.identitySubject) {
    const count = await deps.failures.recordFailure(key, now);
    await recordAttemptOnAddress(deps.prisma, email, 'failure', context);
    deps.onSignInOutcome?.('failure', 'password');
    if (count.failures === FAILURES_BEFORE_LOCK) notifyOwnerOfLock(deps, email, secondsLocked(count, now));
    const seconds = secondsLocked(count, now);
    throw seconds > 0 ? accountLocked(seconds) : invalidCredentials();
  }
  if (!(await hasActiveOrganization(deps.prisma, user.id))) throw organizationInactive();

  const methods = await secondFactorMethods(deps.prisma, user);
  if (methods.length > 0) {
    await startSecondFactor(deps.prisma, input.interactionUid, user.id);
    return { outcome: 'second-factor', methods };
  }
  await completeSignIn(deps, user, 'password', context);
  return { outcome: 'signed-in', subject: user.identitySubject };
}

/**
 * One mail to the owner when their account starts waiting, with a link to reset the password. Sent after
 * the answer, so the answer costs the same whether or not the address has an account.
 */
function notifyOwnerOfLock(deps: AccountDeps, email: string, seconds: number): void {
  const send = async () => {
    const owner = await deps.prisma.user.findUnique({ where: { email }, select: { fullName: true } });
    if (!owner) return;
    await deps.prisma.$transaction((tx) =>
      deps.mailer.enqueue(tx, email, {
        kind: 'signInLocked',
        name: owner.fullName,
        minutes: Math.max(1, Math.ceil(seconds / 60)),
        resetUrl: deps.links.forgotPassword(),
      }),
    );
    deps.mailer.flush();
  };
  send().catch((error: unknown) => deps.logger.error({ err: error }, 'lock notice mail not written'));
}
