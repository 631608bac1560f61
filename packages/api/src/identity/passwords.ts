import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { tooManyAttempts } from '../domain/errors.ts';
import type { PasswordCheckLane, PasswordHasher } from '../domain/ports/passwords.ts';

const KEY_LENGTH = 32;
const PARAMS = { N: 16384, r: 8, p: 1 };

/**
 * scrypt runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), the pool that
 * also reads the files WinHub serves and resolves names, and each hash keeps a core busy: a burst of
 * sign-ups must take neither the whole pool nor every core. One core is left to the event loop (and at
 * most half the pool is used); more hashes at once would not go faster anyway.
 */
const HASHES_AT_ONCE = Math.max(1, Math.min(availableParallelism() - 1, 2));
/**
 * Checks from browsers that never signed in to the account wait at most this many deep; more are refused
 * at once, so a spray costs neither a queue of hashes nor the waits of those behind it. Trusted browsers'
 * checks have a line of their own, served first; new hashes (sign-ups, new passwords) wait with the
 * untrusted checks, unbounded.
 */
const UNTRUSTED_CHECKS_WAITING = 16;
let hashing = 0;
const waiting: Record<PasswordCheckLane, (() => void)[]> = { trusted: [], untrusted: [] };

const busy = () => tooManyAttempts('busy', 'Too many sign-ins at the moment. Try again in a few seconds.', 5);

async function takeSlot(lane: PasswordCheckLane, bounded: boolean): Promise<void> {
  if (hashing < HASHES_AT_ONCE) {
    hashing++;
    return;
  }
  if (bounded && waiting.untrusted.length >= UNTRUSTED_CHECKS_WAITING) throw busy();
  await new Promise<void>((resolve) => waiting[lane].push(resolve));
}

/** Hands the slot to the next waiting hash, trusted ones first, or frees it. */
function releaseSlot(): void {
  const next = waiting.trusted.shift() ?? waiting.untrusted.shift();
  if (next) next();
  else hashing--;
}

async function derive(
  password: string,
  salt: Buffer,
  options: ScryptOptions,
  lane: PasswordCheckLane = 'untrusted',
  bounded = false,
): Promise<Buffer> {
  await takeSlot(lane, bounded);
  try {
    return await new Promise<Buffer>((resolve, reject) => {
      scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
        error ? reject(error) : resolve(key),
      );
    });
  } finally {
    releaseSlot();
  }
}

/** `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

/** A hash to compare against when no account exists, so unknown emails cost the same time. */
const DUMMY_PASSWORD_HASH = await hashPassword(randomBytes(12).toString('hex'));

export async function verifyPassword(
  password: string,
  stored: string | null,
  lane: PasswordCheckLane = 'untrusted',
): Promise<boolean> {
  if (stored === null) {
    await verifyPassword(password, DUMMY_PASSWORD_HASH, lane);
    return false;
  }
  const parts = stored.split('$');
  const [scheme, n, r, p, salt, hash] = parts;
  if (parts.length !== 6 || scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  const key = await derive(password, Buffer.from(salt, 'base64url'), options, lane, lane === 'untrusted');
  return key.length === expected.length && timingSafeEqual(key, expected);
}

export const scryptPasswords: PasswordHasher = { hash: hashPassword, verify: verifyPassword };
