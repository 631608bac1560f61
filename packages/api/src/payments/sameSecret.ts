import { timingSafeEqual } from 'node:crypto';

/** Compares a secret a caller sent with the provider's in constant time. */
export const sameSecret = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
