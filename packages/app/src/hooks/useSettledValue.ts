import { useEffect, useState } from 'react';

/**
 * The value a loader's promise (work it started, e.g. a sign-in) settles to; undefined until then.
 * Read with state rather than Suspense: React reveals a suspended part on a timer, which a page
 * whose clock is held (the spec's delays under test) would never run.
 */
export function useSettledValue<T>(promise: Promise<T> | null): T | undefined {
  const [settled, setSettled] = useState<{ promise: Promise<T>; value: T }>();
  useEffect(() => {
    if (!promise) return;
    let current = true;
    void promise.then((value) => {
      if (current) setSettled({ promise, value });
    });
    return () => {
      current = false;
    };
  }, [promise]);
  return settled?.promise === promise ? settled.value : undefined;
}
