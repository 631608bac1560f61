import { useSyncExternalStore } from 'react';
import { hasStoredToken } from './AuthProvider.tsx';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * Whether a session token is stored, as a render may read it: false in the prerendered HTML and
 * while hydrating it, the stored answer right after (so the page hydrates without a mismatch).
 */
export function useStoredTokenPresence(): boolean {
  return useSyncExternalStore(subscribe, hasStoredToken, () => false);
}
