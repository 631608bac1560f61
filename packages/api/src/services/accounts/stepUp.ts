import { STEP_UP_WINDOW_MINUTES } from '../../contract/accountPage.ts';
import { forbidden } from '../../domain/errors.ts';
import { accountLocked, secondsLocked, throttleKey } from '../signIn/throttlePolicy.ts';
import { acceptedTimeStep } from '../twoFactor/totpCodes.ts';
import type { AccountDeps } from './accountDeps.ts';
import { confirmPassword } from './confirmPassword.ts';

/** How long a confirmation spares the person a new prompt in the same session (GitHub's sudo mode). */
export const STEP_UP_WINDOW_MS = STEP_UP_WINDOW_MINUTES * 60_000;

/** The signed-in person and the WinHub session a confirmation is kept on. */
export interface StepUpSession {
  userId: string;
  sessionId: string;
}

/** What confirms it is the owner: the password, or an authenticator code for an account without one. */
export type StepUpProof = { password: string } | { code: string };

export const stepUpRequired = () =>
  forbidden('step_up_required', 'Confirm your password to change how you sign in.');

/**
 * Confirms it is the owner of the session and opens the step-up window on that session (server-side, so
 * a stolen token cannot open it without the password). Wrong answers count with failed sign-ins.
 */
export async function confirmStepUp(
  deps: AccountDeps,
  session: StepUpSession,
  proof: StepUpProof,
): Promise<{ confirmedUntil: Date }> {
  if ('password' in proof) await confirmPassword(deps, session.userId, proof.password);
  else await confirmAuthenticatorCode(deps, session.userId, proof.code);
  const confirmedAt = new Date();
  await deps.prisma.session.update({ where: { id: session.sessionId }, data: { confirmedAt } });
  return { confirmedUntil: new Date(confirmedAt.getTime() + STEP_UP_WINDOW_MS) };
}

/**
 * Before a change to how the account signs in: the password given with the change (which also opens the
 * window), or a confirmation in this session less than the window ago; else 403 `step_up_required`.
 */
export async function requireStepUp(
  deps: AccountDeps,
  session: StepUpSession,
  password?: string,
): Promise<void> {
  if (password !== undefined) {
    await confirmStepUp(deps, session, { password });
    return;
  }
  const row = await deps.prisma.session.findUnique({
    where: { id: session.sessionId },
    select: { confirmedAt: true, userId: true },
  });
  const since = Date.now() - STEP_UP_WINDOW_MS;
  if (row?.userId !== session.userId || !row.confirmedAt || row.confirmedAt.getTime() <= since) {
    throw stepUpRequired();
  }
}

/** An account without a password confirms with a new code of its authenticator app (never one used before). */
async function confirmAuthenticatorCode(deps: AccountDeps, userId: string, code: string): Promise<void> {
  const user = await deps.prisma.user.findUniqueOrThrow({ where: { id: userId } });
  if (user.password || !user.totpSecret) {
    throw forbidden('password_required', 'Confirm with your password.');
  }
  const key = throttleKey(user.email);
  const now = new Date();
  const waiting = secondsLocked(await deps.failures.current(key), now);
  if (waiting > 0) throw accountLocked(waiting);
  const step = await acceptedTimeStep(deps.sealer.open(user.totpSecret), code.trim(), user.totpLastTimeStep);
  const claimed =
    step !== null &&
    (
      await deps.prisma.user.updateMany({
        where: { id: userId, OR: [{ totpLastTimeStep: null }, { totpLastTimeStep: { lt: step } }] },
        data: { totpLastTimeStep: step },
      })
    ).count === 1;
  if (claimed) return;
  await deps.failures.recordFailure(key, now);
  throw forbidden('invalid_code', 'That code is not right.');
}
