import {
  createContext,
  type ReactNode,
  use,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { type AuthEvaluation, type AuthState, evaluateAuth } from './auth-state.ts';
import { endServerSession, providerSignOutUrl } from './provider-logout.ts';
import { storageKeys } from './storage-keys.ts';
import { sessionStore } from './store.ts';
import type { SessionUser } from './user.ts';
import { validateToken } from './validate-token.ts';

type AuthActions = {
  /** Stores token and user (spec §4), and the provider's ID token when the sign-in gave one. */
  login: (token: string, user: SessionUser, idToken?: string) => void;
  /**
   * Removes token and user and reloads the page, or loads `destination` instead; after a provider
   * sign-in it goes through the provider's sign-out first, which returns to the home page.
   */
  logout: (destination?: string) => void;
  /** Removes token and user without reloading (the already-logged-in dialog resubmits right after). */
  signOutInPlace: () => void;
};

type AuthContextValue = AuthActions & {
  state: AuthState;
  /** The server's verdict on the token the last evaluation validated (the session guard reuses it). */
  checked: AuthEvaluation['checked'];
  /** Asks the server for the session's user again (after a change it made, e.g. a verified address). */
  revalidate: () => void;
};

/** What the prerendered HTML shows, and so what every part renders while it hydrates. */
const beforeEvaluation: AuthEvaluation = { state: { status: 'loading' }, checked: null };
const hydrationSnapshot = () => beforeEvaluation;

/**
 * The session state outside React's context values: a change re-renders the components that read it
 * and nothing else. A changed context value would also reach every prerendered part still waiting
 * for its code (a lazy Suspense boundary), and React would drop that part's HTML and render it anew.
 */
function createAuthStore() {
  let evaluation = beforeEvaluation;
  let latestRun = 0;
  const listeners = new Set<() => void>();
  const publish = (next: AuthEvaluation) => {
    evaluation = next;
    for (const listener of listeners) listener();
  };
  const actions: AuthActions = {
    login(token, user, idToken) {
      latestRun++;
      sessionStore.save(token, user, idToken);
      publish({ state: { status: 'authenticated', token, user }, checked: { token, verdict: 'valid' } });
    },
    logout(destination) {
      const idToken = sessionStore.readIdToken();
      const token = sessionStore.readToken();
      sessionStore.clear();
      const leave = (providerUrl: string | null) => {
        if (providerUrl) window.location.assign(providerUrl);
        else if (destination) window.location.assign(destination);
        else window.location.reload();
      };
      void endServerSession(token)
        .then(() => (idToken ? providerSignOutUrl(idToken) : null))
        .then(leave);
    },
    signOutInPlace() {
      latestRun++;
      void endServerSession(sessionStore.readToken());
      sessionStore.clear();
      publish({ state: { status: 'unauthenticated' }, checked: null });
    },
  };
  return {
    actions,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    snapshot: () => evaluation,
    evaluate() {
      const run = ++latestRun;
      void evaluateAuth(sessionStore, validateToken).then((next) => {
        if (run === latestRun) publish(next);
      });
    },
  };
}

type AuthStore = ReturnType<typeof createAuthStore>;

const AuthContext = createContext<AuthStore | null>(null);

const watchedKeys: ReadonlySet<string | null> = new Set([null, storageKeys.authToken, storageKeys.user]);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createAuthStore);

  useEffect(() => {
    store.evaluate();
    const onStorage = (event: StorageEvent) => {
      if (watchedKeys.has(event.key)) store.evaluate();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);

  return <AuthContext value={store}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const store = use(AuthContext);
  if (!store) throw new Error('useAuth must be used inside <AuthProvider>');
  const { state, checked } = useSyncExternalStore(store.subscribe, store.snapshot, hydrationSnapshot);
  return useMemo(
    () => ({ state, checked, revalidate: store.evaluate, ...store.actions }),
    [state, checked, store],
  );
}

/** Spec §4: login state outside the auth provider depends only on the token's presence. */
export function hasStoredToken(): boolean {
  return Boolean(sessionStore.readToken());
}
