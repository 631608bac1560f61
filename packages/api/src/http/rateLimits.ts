import { rateLimit, type Store } from 'express-rate-limit';
import { RedisStore } from 'rate-limit-redis';
import type { RateLimitConfig } from '../config.ts';
import type { RedisClient } from '../redis.ts';
import { tooManyRequests } from './errors.ts';

type OnRefusal = (limit: string) => void;

const limiter = (
  name: string,
  windowMs: number,
  limit: number,
  store: Store | undefined,
  onRefusal?: OnRefusal,
) =>
  rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // with Redis down, sign-in stays open rather than failing for everyone
    passOnStoreError: true,
    ...(store ? { store } : {}),
    handler: (_req, _res, next) => {
      onRefusal?.(name);
      next(tooManyRequests());
    },
  });

/** Counters in Redis, shared by every instance; null redis: each process counts in its own memory. */
const storeFor = (redis: RedisClient | null, prefix: string, name: string): Store | undefined =>
  redis
    ? new RedisStore({
        prefix: `${prefix}${name}:`,
        sendCommand: (...args: string[]) => redis.sendCommand(args),
      })
    : undefined;

/** Per-client-address limits on sign-in, account creation and lead capture. */
export function createRateLimits(
  config: RateLimitConfig,
  redis: RedisClient | null = null,
  onRefusal?: OnRefusal,
) {
  const limit = (name: 'auth' | 'account' | 'lead') =>
    limiter(name, config.windowMs, config[name], storeFor(redis, config.redisKeyPrefix, name), onRefusal);
  return { auth: limit('auth'), account: limit('account'), lead: limit('lead') };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
