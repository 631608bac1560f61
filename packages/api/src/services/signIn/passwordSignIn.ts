import { unauthenticated } from '../../domain/errors.ts';
import type { SecondFactorMethod } from '../../domain/ports/providerInteraction.ts';
import { organizationInactive } from '../../domain/principal.ts';
import type { AccountDeps } from '../accounts/accountDeps.ts';
import { normalizeEmail } from '../people.ts';
import { onlyInInactiveOrganizations } from '../teams/memberships.ts';
import { recordAttemptOnAddress } from './activity.ts';
import { completeSignIn } from './completeSignIn.ts';
import { deviceThrottleKey } from './deviceTokens.ts';
import { secondFactorMethods, startSecondFactor } from './secondFactor.ts';
import type { SignInContext } from './signInContext.ts';
import { accountLocked, secondsLocked, throttleKey } from './throttlePolicy.ts';
import { mailUnlockLink } from './unlockLink.ts';

export type PasswordSignIn =
  | { outcome: 'signed-in'; subject: string }
  | { outcome: 'second-factor'; methods: SecondFactorMethod[] };

const invalidCredentials = () => unauthenticated('invalid_credentials', 'Invalid email or password.');
const UNLOCK_LINK_MAILED =
  'If an account has this address, we have mailed it a link that unlocks sign-in in the browser you open it in.';

/**
 * Checks the email and password typed on a sign-in screen of the embedded provider (interaction
 * `interactionUid`). Failures are counted per browser kind: a browser presenting the account's device
 * token (it signed in before) has a count of its own; every other browser shares the address's count, so a
 * spray from elsewhere locks out other untrusted browsers only, never the owner's own. Each attempt is
 * counted before its password is checked, in one step that refuses it while a wait runs: then nothing is
 * checked (not even a correct password), nothing else is written, and the answer is the same whether or not
 * an account has the address; so is every other refusal, in content and in cost (the password is compared
 * with a dummy hash when there is no account). An untrusted browser that meets the wait gets the owner an
 * unlock link by mail. With two-factor on, a right password only opens the second step. Refusals are
 * thrown: `locked`, `busy`, `invalid_credentials`, `organization_inactive`.
 */
export async function signInWithPassword(
  deps: AccountDeps,
  input: { email: string; password: string; interactionUid: string },
  context: SignInContext,
): Promise<PasswordSignIn> {
  const email = normalizeEmail(input.email);
  const accountKey = throttleKey(email);
  const device = deps.deviceTokens.trusted(accountKey, context.deviceTokens);
  const key = device ? deviceThrottleKey(device) : accountKey;
  const now = new Date();
  const attempt = await deps.failures.countAttempt(key, now);
  if (!attempt.counted) {
    deps.onSignInOutcome?.('locked', 'password');
    throw refusedWhileLocked(deps, email, secondsLocked(attempt, now), device, context);
  }

  const user = await deps.prisma.user.findUnique({ where: { email } });
  const valid = await deps.passwords.verify(
    input.password,
    user?.password ?? null,
    device ? 'trusted' : 'untrusted',
  );
  if (!valid || !user?.isActive || !user.password || !user.identitySubject) {
    await recordAttemptOnAddress(deps.prisma, email, 'failure', context);
    deps.onSignInOutcome?.('failure', 'password');
    const seconds = secondsLocked(attempt, now);
    if (seconds > 0) throw refusedWhileLocked(deps, email, seconds, device, context);
    throw invalidCredentials();
  }
  if (await onlyInInactiveOrganizations(deps.prisma, user.id)) {
    await deps.failures.uncount(key);
    throw organizationInactive();
  }

  const methods = await secondFactorMethods(deps.prisma, user);
  if (methods.length > 0) {
    await deps.failures.uncount(key);
    await startSecondFactor(deps.prisma, input.interactionUid, user.id);
    return { outcome: 'second-factor', methods };
  }
  await completeSignIn(deps, user, 'password', context, key);
  return { outcome: 'signed-in', subject: user.identitySubject };
}

/**
 * The refusal while `email` waits. For an untrusted browser the owner is mailed a one-time unlock link
 * (at most one per 15 minutes) and the answer says so, in words that hold whether or not an account has
 * the address; a trusted browser waits out its own count.
 */
function refusedWhileLocked(
  deps: AccountDeps,
  email: string,
  seconds: number,
  device: string | null,
  context: SignInContext,
) {
  if (device) return accountLocked(seconds);
  mailUnlockLink(deps, email, seconds, context);
  return accountLocked(seconds, UNLOCK_LINK_MAILED);
}
