import { Prisma, type PrismaClient } from '../../generated/prisma/client.ts';
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
    async countAttempt(key, now) {
      const quietSince = new Date(now.getTime() - QUIET_RESET_MS);
      const failures = Prisma.sql`CASE WHEN sign_in_throttles."lastFailureAt" < ${quietSince}::timestamp(3)
        THEN 1 ELSE sign_in_throttles.failures + 1 END`;
      // one statement, refused (no row) while a wait runs: the row's lock is what orders attempts sent at once
      const rows = await prisma.$queryRaw<{ failures: number; lockedUntil: Date | null }[]>`
        INSERT INTO sign_in_throttles (key, failures, "lastFailureAt", "lockedUntil")
        VALUES (${key}, 1, ${now}::timestamp(3), ${lockedUntilAfter(Prisma.sql`1`, now)})
        ON CONFLICT (key) DO UPDATE SET
          failures = ${failures},
          "lastFailureAt" = ${now}::timestamp(3),
          "lockedUntil" = ${lockedUntilAfter(failures, now)}
        WHERE sign_in_throttles."lockedUntil" IS NULL OR sign_in_throttles."lockedUntil" <= ${now}::timestamp(3)
        RETURNING failures, "lockedUntil"`;
      const [row] = rows;
      if (row) return { failures: row.failures, lockedUntil: row.lockedUntil, counted: true };
      const current = await prisma.signInThrottle.findUnique({ where: { key } });
      return { failures: current?.failures ?? 0, lockedUntil: current?.lockedUntil ?? null, counted: false };
    },
    async uncount(key) {
      await prisma.$executeRaw`
        UPDATE sign_in_throttles SET
          failures = GREATEST(failures - 1, 0),
          "lockedUntil" = CASE WHEN failures - 1 < ${FAILURES_BEFORE_LOCK}::int THEN NULL ELSE "lockedUntil" END
        WHERE key = ${key}`;
    },
    async clear(key) {
      await prisma.signInThrottle.deleteMany({ where: { key } });
    },
  };
}

/** `lockDurationMs` as SQL: the end of the wait after `failures` (an SQL expression) failures from `now`. */
function lockedUntilAfter(failures: Prisma.Sql, now: Date): Prisma.Sql {
  const steps: Prisma.Sql[] = [];
  for (let count = FAILURES_BEFORE_LOCK; lockDurationMs(count) < MAX_LOCK_MS; count++) {
    const until = new Date(now.getTime() + lockDurationMs(count));
    steps.push(Prisma.sql`WHEN ${count}::int THEN ${until}::timestamp(3)`);
  }
  const capped = new Date(now.getTime() + MAX_LOCK_MS);
  return Prisma.sql`(CASE WHEN (${failures}) < ${FAILURES_BEFORE_LOCK}::int THEN NULL::timestamp(3)
    ELSE CASE (${failures}) ${Prisma.join(steps, ' ')} ELSE ${capped}::timestamp(3) END END)`;
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

/** `RECORD_FAILURE_SCRIPT`, refused while a wait runs: returns { failures, locked, counted (0 or 1) }. */
const COUNT_ATTEMPT_SCRIPT = `
local now = tonumber(ARGV[1])
local quiet, threshold, first, cap = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local failures = tonumber(redis.call('HGET', KEYS[1], 'failures') or '0')
local last = tonumber(redis.call('HGET', KEYS[1], 'last') or '0')
local locked = tonumber(redis.call('HGET', KEYS[1], 'locked') or '0')
if locked > now then return { failures, locked, 0 } end
if last < now - quiet then failures = 0 end
failures = failures + 1
if failures >= threshold then locked = now + math.min(first * 2 ^ (failures - threshold), cap) else locked = 0 end
redis.call('HSET', KEYS[1], 'failures', failures, 'last', now, 'locked', locked)
redis.call('PEXPIRE', KEYS[1], quiet + cap)
return { failures, locked, 1 }`;

/** Takes back one counted attempt; below the threshold the wait it started ends. */
const UNCOUNT_SCRIPT = `
local failures = tonumber(redis.call('HGET', KEYS[1], 'failures') or '0')
if failures == 0 then return 0 end
failures = failures - 1
redis.call('HSET', KEYS[1], 'failures', failures)
if failures < tonumber(ARGV[1]) then redis.call('HSET', KEYS[1], 'locked', 0) end
return failures`;

export function redisFailureStore(redis: RedisClient, prefix: string): FailureStore {
  const keyOf = (key: string) => `${prefix}${key}`;
  const policy = (now: Date) =>
    [now.getTime(), QUIET_RESET_MS, FAILURES_BEFORE_LOCK, FIRST_LOCK_MS, MAX_LOCK_MS].map(String);
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
        arguments: policy(now),
      })) as [number, number];
      return { failures, lockedUntil: locked > 0 ? new Date(locked) : null };
    },
    async countAttempt(key, now) {
      const [failures, locked, counted] = (await redis.eval(COUNT_ATTEMPT_SCRIPT, {
        keys: [keyOf(key)],
        arguments: policy(now),
      })) as [number, number, number];
      return { failures, lockedUntil: locked > 0 ? new Date(locked) : null, counted: counted === 1 };
    },
    async uncount(key) {
      await redis.eval(UNCOUNT_SCRIPT, { keys: [keyOf(key)], arguments: [String(FAILURES_BEFORE_LOCK)] });
    },
    async clear(key) {
      await redis.del(keyOf(key));
    },
  };
}
