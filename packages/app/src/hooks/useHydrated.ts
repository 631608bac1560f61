import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False in the prerendered HTML and while React hydrates it, true right after, so a part can hold
 * back input it could not keep yet (text typed before hydration would be lost).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
