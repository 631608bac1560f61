import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type AuthEvaluation, type AuthState, evaluateAuth } from './auth-state.ts';
import { storageKeys } from './storage-keys.ts';
import { sessionStore } from './store.ts';
import type { SessionUser } from './user.ts';
import { validateToken } from './validate-token.ts';

type AuthContextValue = {
  state: AuthState;
  /** The server's verdict on the token the last evaluation validated (the session guard reuses it). */
  checked: AuthEvaluation['checked'];
  /** Stores token and user (spec §4). */
  login: (token: string, user: SessionUser) => void;
  /** Removes token and user and reloads the page, or loads `destination` instead. */
  logout: (destination?: string) => void;
  /** Removes token and user without reloading (the already-logged-in dialog resubmits right after). */
  signOutInPlace: () => void;
};

const AuthContext = createContext<AuthContextValue | null>(null);

const watchedKeys: ReadonlySet<string | null> = new Set([null, storageKeys.authToken, storageKeys.user]);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [{ state, checked }, setEvaluation] = useState<AuthEvaluation>({
    state: { status: 'loading' },
    checked: null,
  });
  const latestRun = useRef(0);

  const evaluate = useCallback(() => {
    const run = ++latestRun.current;
    void evaluateAuth(sessionStore, validateToken).then((next) => {
      if (run === latestRun.current) setEvaluation(next);
    });
  }, []);

  useEffect(() => {
    evaluate();
    const onStorage = (event: StorageEvent) => {
      if (watchedKeys.has(event.key)) evaluate();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [evaluate]);

  const value = useMemo<AuthContextValue>(
    () => ({
      state,
      checked,
      login(token, user) {
        latestRun.current++;
        sessionStore.save(token, user);
        setEvaluation({
          state: { status: 'authenticated', token, user },
          checked: { token, verdict: 'valid' },
        });
      },
      logout(destination) {
        sessionStore.clear();
        if (destination) window.location.assign(destination);
        else window.location.reload();
      },
      signOutInPlace() {
        latestRun.current++;
        sessionStore.clear();
        setEvaluation({ state: { status: 'unauthenticated' }, checked: null });
      },
    }),
    [state, checked],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** Spec §4: login state outside the auth provider depends only on the token's presence. */
export function hasStoredToken(): boolean {
  return Boolean(sessionStore.readToken());
}
