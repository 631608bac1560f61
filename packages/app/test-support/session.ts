import type { KeyValueStorage } from '../src/session/store.ts';

/** An in-memory Web Storage for unit tests. */
export function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { dump(): Record<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    dump: () => Object.fromEntries(items),
  };
}

/** An unsigned JWT with the given claims (the app only reads `exp`). */
export function fakeJwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none' })}.${encode(claims)}.`;
}
