import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request } from 'express';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether requests carry `Authorization: Bearer <secret>`, compared in constant time (over digests, so
 * the length of the secret does not show either).
 */
export function bearerSecretCheck(secret: string): (req: Request) => boolean {
  const expected = digest(`Bearer ${secret}`);
  return (req) => timingSafeEqual(digest(req.get('authorization') ?? ''), expected);
}
