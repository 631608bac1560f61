import { type AuthEvaluation, type AuthState, evaluateAuth, type ValidateToken } from './authState.ts';
import { isTokenExpiring } from './jwt.ts';
import { endServerSession, providerSignOutUrl } from './providerLogout.ts';
import { checkSession } from './sessionCheck.ts';
import { browserSessionStore, type SessionStore } from './store.ts';
import type { SessionUser } from './user.ts';
import { validateToken } from './validateToken.ts';

/** What a signed-in page learns about the stored token: its verdict, or that there is none. */
export type SessionVerdict = 'valid' | 'expired' | 'unverified' | 'missing';

/** What the prerendered HTML shows, and so what every part renders while it hydrates. */
export const beforeEvaluation: AuthEvaluation = { state: { status: 'loading' }, checked: null };

type SessionDeps = {
  store: SessionStore;
  validate: ValidateToken;
  /** Where the browser goes when a session has expired (the provider's login). */
  reauthenticate: () => void;
  /** Leaves the page after a sign-out: to the provider's sign-out, a destination, or a reload. */
  leave: (providerUrl: string | null, destination: string | undefined) => void;
};

/**
 * The one owner of the session (docs/product/sign-in-and-session.md, "Stored session"): the token, the user
 * and the verdict on them. Pages, guards and the api client ask it; only it reads and writes the stored
 * session. The entry makes one (`createBrowserSession`) and hands it to the router's context; a change
 * re-renders the components that read it (through `useSession.ts`) and nothing else.
 */
export function createSession({ store, validate, reauthenticate, leave }: SessionDeps) {
  let evaluation = beforeEvaluation;
  let latestRun = 0;
  let firstEvaluation: Promise<AuthEvaluation> | null = null;
  const listeners = new Set<() => void>();
  const publish = (next: AuthEvaluation) => {
    evaluation = next;
    for (const listener of listeners) listener();
  };

  /**
   * Validates the stored token with the server and publishes the outcome
   * (docs/product/sign-in-and-session.md, "Authentication on load").
   */
  const evaluate = (): Promise<AuthEvaluation> => {
    const run = ++latestRun;
    return evaluateAuth(store, validate).then((next) => {
      if (run === latestRun) publish(next);
      return next;
    });
  };
  /** The page load's validation: started once, shared by whoever asks first and after. */
  const evaluated = (): Promise<AuthEvaluation> => {
    firstEvaluation ??= evaluate();
    return firstEvaluation;
  };

  return {
    /** The stored token, for the api client and the guards. */
    token: (): string | null => store.readToken(),
    isStored: (): boolean => Boolean(store.readToken()),
    /** The current evaluation (loading until the first validation has answered). */
    snapshot: (): AuthEvaluation => evaluation,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },

    evaluated,
    /** Asks the server again (after a change it made, e.g. a verified address, or another tab's). */
    revalidate: (): void => void evaluate(),

    /**
     * A signed-in page's check: the load's validation when it judged the token stored now, else a
     * fresh one. Expiring within the margin or a 401 is `expired`; a failed call leaves it `unverified`.
     */
    async verdict(): Promise<SessionVerdict> {
      const token = store.readToken();
      if (!token) return 'missing';
      if (isTokenExpiring(token)) return 'expired';
      const { checked } = await evaluated();
      return checked?.token === token ? checked.verdict : checkSession(token, validate);
    },
    /** The 60 s re-check: always asks the server. */
    async recheck(): Promise<SessionVerdict> {
      const token = store.readToken();
      return token ? checkSession(token, validate) : 'missing';
    },

    /** A token handed over on the address (a service's return) becomes the stored one. */
    adopt(token: string): void {
      store.writeToken(token);
      firstEvaluation = null;
    },
    /**
     * Stores token and user, and the provider's ID token when the sign-in gave one
     * (docs/product/sign-in-and-session.md, "Stored session").
     */
    login(token: string, user: SessionUser, idToken?: string): void {
      latestRun++;
      store.save(token, user, idToken);
      const signedIn: AuthEvaluation = {
        state: { status: 'authenticated', token, user },
        checked: { token, verdict: 'valid' },
      };
      firstEvaluation = Promise.resolve(signedIn);
      publish(signedIn);
    },
    /**
     * A temporary local user when a callback's token could not be checked
     * (docs/product/sign-in-and-session.md, "Auth callback").
     */
    keepTemporaryUser(user: SessionUser): void {
      store.writeUser(user);
    },
    /** An expired session: both items go and the browser goes to the provider's login. */
    expire(): void {
      latestRun++;
      store.clear();
      publish({ state: { status: 'unauthenticated' }, checked: null });
      reauthenticate();
    },
    /**
     * Removes token and user and reloads the page, or loads `destination` instead; after a provider
     * sign-in it goes through the provider's sign-out first, which returns to the home page.
     */
    logout(destination?: string): void {
      const idToken = store.readIdToken();
      const token = store.readToken();
      store.clear();
      void endServerSession(token)
        .then(() => (idToken ? providerSignOutUrl(idToken) : null))
        .then((providerUrl) => leave(providerUrl, destination));
    },
    /** Removes token and user without reloading (the already-logged-in dialog resubmits right after). */
    signOutInPlace(): void {
      latestRun++;
      void endServerSession(store.readToken());
      store.clear();
      publish({ state: { status: 'unauthenticated' }, checked: null });
    },
    /** Another tab's sign-in or sign-out reaches this one through storage events. */
    watchOtherTabs(target: Pick<Window, 'addEventListener'>): void {
      target.addEventListener('storage', (event) => {
        if (store.isWatched(event.key)) void evaluate();
      });
    },
  };
}

export type Session = ReturnType<typeof createSession>;
export type { AuthState };

/**
 * The browser's session, over local storage. Made once by the entry (main.tsx), which gives it to the
 * router's context and hands the api client its token; creating it touches nothing.
 */
export function createBrowserSession(): Session {
  return createSession({
    store: browserSessionStore(),
    validate: validateToken,
    reauthenticate: () => void import('./reauthenticate.ts').then((way) => way.reauthenticate()),
    leave: (providerUrl, destination) => {
      if (providerUrl) window.location.assign(providerUrl);
      else if (destination) window.location.assign(destination);
      else window.location.reload();
    },
  });
}
