import { createHash } from 'node:crypto';
import { tooManyAttempts } from '../../domain/errors.ts';
import { normalizeEmail } from '../people.ts';

/** Failed sign-ins in a row an account allows before each further attempt must wait. */
export const FAILURES_BEFORE_LOCK = 5;
/** Counting starts again after this long without a failure (and no lock running). */
export const QUIET_RESET_MS = 15 * 60_000;
/** The first wait; each further failure doubles it, up to the cap. */
export const FIRST_LOCK_MS = 60_000;
export const MAX_LOCK_MS = 15 * 60_000;

/** How long the account waits after `failures` failures in a row. */
export const lockDurationMs = (failures: number) =>
  failures < FAILURES_BEFORE_LOCK
    ? 0
    : Math.min(FIRST_LOCK_MS * 2 ** (failures - FAILURES_BEFORE_LOCK), MAX_LOCK_MS);

/**
 * Failures are counted per address typed, whether or not an account has it, so a locked answer says
 * nothing about which addresses exist. The key is a hash: the store never holds the address.
 */
export const throttleKey = (email: string) =>
  createHash('sha256')
    .update(`sign-in:${normalizeEmail(email)}`)
    .digest('base64url');

export interface FailureCount {
  failures: number;
  lockedUntil: Date | null;
}

/** Failed sign-ins per account, shared by every instance (Redis when configured, the database otherwise). */
export interface FailureStore {
  current(key: string): Promise<FailureCount | null>;
  /** Counts one failure and, from the fifth in a row, starts (or extends) the wait. */
  recordFailure(key: string, now: Date): Promise<FailureCount>;
  /**
   * Counts an attempt as a failure before its password is checked (a right one clears the count), in one
   * step that refuses it while a wait runs: `counted` false, nothing changed. So attempts sent at once
   * cannot all pass the check before the fifth failure starts the wait.
   */
  countAttempt(key: string, now: Date): Promise<FailureCount & { counted: boolean }>;
  /**
   * Takes back one attempt `countAttempt` counted whose password was right but that goes on to a second
   * step (which counts its own wrong codes), lifting the wait it started, if any.
   */
  uncount(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

/** Whole seconds left of a wait, 0 when none runs. */
export const secondsLocked = (count: FailureCount | null, now: Date) =>
  count?.lockedUntil ? Math.max(0, Math.ceil((count.lockedUntil.getTime() - now.getTime()) / 1000)) : 0;

/**
 * The refusal while an account waits: "Try again in N minutes" (always at least one minute, so the answer
 * never reads "0 minutes"), then `more` when given, with the seconds left for `Retry-After`.
 */
export function accountLocked(seconds: number, more?: string) {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  const message = `Too many failed sign-ins. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  return tooManyAttempts('locked', more ? `${message} ${more}` : message, seconds);
}
