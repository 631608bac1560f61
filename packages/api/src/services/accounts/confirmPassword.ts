import { forbidden } from '../../domain/errors.ts';
import { accountLocked, FAILURES_BEFORE_LOCK, secondsLocked, throttleKey } from '../signIn/throttlePolicy.ts';
import type { AccountDeps } from './accountDeps.ts';

/**
 * Asks for the password again before a change that weakens the account (removing a factor, new codes).
 * Wrong answers count with failed sign-ins, so a stolen session cannot guess the password here either.
 */
export async function confirmPassword(deps: AccountDeps, userId: string, password: string): Promise<void> {
  const user = await deps.prisma.user.findUniqueOrThrow({ where: { id: userId } });
  const key = throttleKey(user.email);
  const now = new Date();
  const waiting = secondsLocked(await deps.failures.current(key), now);
  if (waiting > 0) throw accountLocked(waiting);
  if (user.password && (await deps.passwords.verify(password, user.password))) return;
  const count = await deps.failures.recordFailure(key, now);
  if (count.failures >= FAILURES_BEFORE_LOCK) {
    throw accountLocked(secondsLocked(count, now));
  }
  throw forbidden('wrong_password', 'That password is not right.');
}
