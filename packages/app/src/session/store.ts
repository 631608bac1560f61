import { parseStoredUser, type SessionUser } from './user.ts';

/**
 * The session's items in local storage (docs/product/sign-in-and-session.md, "Stored data"): only the
 * session reads and writes them, through this store. The other stored items are `browserStorage.ts`'s.
 */
export const sessionKeys = {
  authToken: 'winhub_auth_token',
  user: 'winhub_user',
  /** The provider's ID token of the sign-in: the hint that ends its session on sign-out. */
  idToken: 'winhub_id_token',
} as const;

/**
 * Whether a session token is stored. Self-contained: the prerender step serializes it into a page's
 * early-input script (earlyInput.ts), which runs before the app's code; hence the key written out.
 */
export function hasStoredSessionToken(): boolean {
  try {
    return localStorage.getItem('winhub_auth_token') !== null;
  } catch {
    return false;
  }
}

/** The callback's last token source: a cookie named as the stored token ("Auth callback"). */
export const authCookieName = sessionKeys.authToken;

const { authToken, user, idToken } = sessionKeys;
/** The items whose change in another tab the session evaluates again (null: storage cleared). */
const watchedKeys: ReadonlySet<string | null> = new Set([null, authToken, user]);

/** The subset of the Web Storage API the session needs (tests pass an in-memory one). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function createSessionStore(storage: KeyValueStorage) {
  return {
    readToken: () => storage.getItem(authToken),
    readUserRaw: () => storage.getItem(user),
    readUser: (): SessionUser | null => {
      const raw = storage.getItem(user);
      return raw === null ? null : parseStoredUser(raw);
    },
    readIdToken: () => storage.getItem(idToken),
    writeToken: (token: string) => storage.setItem(authToken, token),
    writeUser: (value: SessionUser) => storage.setItem(user, JSON.stringify(value)),
    save(token: string, value: SessionUser, idTokenValue: string | null = null) {
      storage.setItem(authToken, token);
      storage.setItem(user, JSON.stringify(value));
      if (idTokenValue) storage.setItem(idToken, idTokenValue);
      else storage.removeItem(idToken);
    },
    clear() {
      storage.removeItem(authToken);
      storage.removeItem(user);
      storage.removeItem(idToken);
    },
    /** Whether a storage event (another tab's change) touched the session's items. */
    isWatched: (key: string | null) => watchedKeys.has(key),
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** The browser's store: local storage, looked up on each call so importing it never touches `window`. */
export const browserSessionStore = (): SessionStore =>
  createSessionStore({
    getItem: (key) => window.localStorage.getItem(key),
    setItem: (key, value) => window.localStorage.setItem(key, value),
    removeItem: (key) => window.localStorage.removeItem(key),
  });
