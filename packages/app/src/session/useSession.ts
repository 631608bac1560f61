import { useSyncExternalStore } from 'react';
import type { AuthState } from './authState.ts';
import { beforeEvaluation, session } from './session.ts';

const hydrationSnapshot = () => beforeEvaluation;

/** The session's state as a render reads it: `loading` in the prerendered HTML and while it hydrates. */
export function useSessionState(): AuthState {
  return useSyncExternalStore(session.subscribe, session.snapshot, hydrationSnapshot).state;
}

/**
 * Whether a session token is stored, as a render may read it: false in the prerendered HTML and
 * while hydrating it, the stored answer right after (so the page hydrates without a mismatch).
 */
export function useTokenStored(): boolean {
  return useSyncExternalStore(session.subscribe, session.isStored, () => false);
}
