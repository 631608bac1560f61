import { rateLimit } from 'express-rate-limit';
import type { RateLimitConfig } from '../config.ts';
import { tooManyRequests } from './errors.ts';

const limiter = (windowMs: number, limit: number) =>
  rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => next(tooManyRequests()),
  });

/** Per-client-address limits on sign-in, account creation and lead capture. */
export function createRateLimits(config: RateLimitConfig) {
  return {
    auth: limiter(config.windowMs, config.auth),
    account: limiter(config.windowMs, config.account),
    lead: limiter(config.windowMs, config.lead),
  };
}
