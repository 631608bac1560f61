import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { type AuthState, evaluateAuth } from './auth-state.ts';
import { storageKeys } from './storage-keys.ts';
import { sessionStore } from './store.ts';
import type { SessionUser } from './user.ts';
import { validateToken } from './validate-token.ts';

type AuthContextValue = {
  state: AuthState;
  /** Stores token and user (spec §4). */
  login: (token: string, user: SessionUser) => void;
  /** Removes token and user and reloads the page. */
  logout: () => void;
  /** Removes token and user without reloading (the already-logged-in dialog resubmits right after). */
  signOutInPlace: () => void;
};

const AuthContext = createContext<AuthContextValue | null>(null);

const watchedKeys: ReadonlySet<string | null> = new Set([null, storageKeys.authToken, storageKeys.user]);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading' });
  const latestRun = useRef(0);

  const evaluate = useCallback(() => {
    const run = ++latestRun.current;
    void evaluateAuth(sessionStore, validateToken).then((next) => {
      if (run === latestRun.current) setState(next);
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
      login(token, user) {
        latestRun.current++;
        sessionStore.save(token, user);
        setState({ status: 'authenticated', token, user });
      },
      logout() {
        sessionStore.clear();
        window.location.reload();
      },
      signOutInPlace() {
        latestRun.current++;
        sessionStore.clear();
        setState({ status: 'unauthenticated' });
      },
    }),
    [state],
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
