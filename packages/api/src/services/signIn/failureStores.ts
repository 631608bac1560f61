import type { PrismaClient } from '../../generated/prisma/client.ts';
import type { RedisClient } from '../../redis.ts';
import {
  FAILURES_BEFORE_LOCK,
  type FailureStore,
  FIRST_LOCK_MS,
  lockDurationMs,
  MAX_LOCK_MS,
  QUIET_RESET_MS,
} from './throttlePolicy.ts';

/** The failure counts in the database: one row per address hash, updated in one statement per failure. */
export function databaseFailureStore(prisma: PrismaClient): FailureStore {
  return {
    async current(key) {
      const row = await prisma.signInThrottle.findUnique({ where: { key } });
      return row ? { failures: row.failures, lockedUntil: row.lockedUntil } : null;
    },
    async recordFailure(key, now) {
      const quietSince = new Date(now.getTime() - QUIET_RESET_MS);
      const [row] = await prisma.$queryRaw<{ failures: number }[]>`
        INSERT INTO sign_in_throttles (key, failures, "lastFailureAt") VALUES (${key}, 1, ${now})
        ON CONFLICT (key) DO UPDATE SET
          failures = CASE
            WHEN sign_in_throttles."lastFailureAt" < ${quietSince}
             AND (sign_in_throttles."lockedUntil" IS NULL OR sign_in_throttles."lockedUntil" <= ${now})
            THEN 1 ELSE sign_in_throttles.failures + 1 END,
          "lastFailureAt" = ${now}
        RETURNING failures`;
      const failures = row?.failures ?? 1;
      const lock = lockDurationMs(failures);
      if (lock === 0) return { failures, lockedUntil: null };
      const lockedUntil = new Date(now.getTime() + lock);
      await prisma.signInThrottle.update({ where: { key }, data: { lockedUntil } });
      return { failures, lockedUntil };
    },
    async clear(key) {
      await prisma.signInThrottle.deleteMany({ where: { key } });
    },
  };
}

/** The same rules as `lockDurationMs`, run in Redis so concurrent failures on any instance count once each. */
const RECORD_FAILURE_SCRIPT = `
local now = tonumber(ARGV[1])
local quiet, threshold, first, cap = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local failures = tonumber(redis.call('HGET', KEYS[1], 'failures') or '0')
local last = tonumber(redis.call('HGET', KEYS[1], 'last') or '0')
local locked = tonumber(redis.call('HGET', KEYS[1], 'locked') or '0')
if last < now - quiet and locked <= now then failures = 0 end
failures = failures + 1
if failures >= threshold then locked = now + math.min(first * 2 ^ (failures - threshold), cap) else locked = 0 end
redis.call('HSET', KEYS[1], 'failures', failures, 'last', now, 'locked', locked)
redis.call('PEXPIRE', KEYS[1], quiet + cap)
return { failures, locked }`;

export function redisFailureStore(redis: RedisClient, prefix: string): FailureStore {
  const keyOf = (key: string) => `${prefix}${key}`;
  return {
    async current(key) {
      const hash = await redis.hGetAll(keyOf(key));
      if (!hash.failures) return null;
      const locked = Number(hash.locked ?? 0);
      return { failures: Number(hash.failures), lockedUntil: locked > 0 ? new Date(locked) : null };
    },
    async recordFailure(key, now) {
      const [failures, locked] = (await redis.eval(RECORD_FAILURE_SCRIPT, {
        keys: [keyOf(key)],
        arguments: [now.getTime(), QUIET_RESET_MS, FAILURES_BEFORE_LOCK, FIRST_LOCK_MS, MAX_LOCK_MS].map(
          String,
        ),
      })) as [number, number];
      return { failures, lockedUntil: locked > 0 ? new Date(locked) : null };
    },
    async clear(key) {
      await redis.del(keyOf(key));
    },
  };
}
