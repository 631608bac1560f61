import { useRouter } from '@tanstack/react-router';
import { useSyncExternalStore } from 'react';
import type { AuthState } from './authState.ts';
import { beforeEvaluation, type Session } from './session.ts';

const hydrationSnapshot = () => beforeEvaluation;

/** The app's session, from the router's context (the entry made it): how a component reaches it. */
export function useSession(): Session {
  return useRouter().options.context.session;
}

/** The session's state as a render reads it: `loading` in the prerendered HTML and while it hydrates. */
export function useSessionState(): AuthState {
  const session = useSession();
  return useSyncExternalStore(session.subscribe, session.snapshot, hydrationSnapshot).state;
}

/**
 * Whether a session token is stored, as a render may read it: false in the prerendered HTML and
 * while hydrating it, the stored answer right after (so the page hydrates without a mismatch).
 */
export function useTokenStored(): boolean {
  const session = useSession();
  return useSyncExternalStore(session.subscribe, session.isStored, () => false);
}
