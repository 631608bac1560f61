import { storageKeys } from './storageKeys.ts';
import { parseStoredUser, type SessionUser } from './user.ts';

/** The subset of the Web Storage API the session needs (tests pass an in-memory one). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function createSessionStore(storage: KeyValueStorage) {
  return {
    readToken: () => storage.getItem(storageKeys.authToken),
    readUserRaw: () => storage.getItem(storageKeys.user),
    readUser: (): SessionUser | null => {
      const raw = storage.getItem(storageKeys.user);
      return raw === null ? null : parseStoredUser(raw);
    },
    readIdToken: () => storage.getItem(storageKeys.idToken),
    writeToken: (token: string) => storage.setItem(storageKeys.authToken, token),
    writeUser: (user: SessionUser) => storage.setItem(storageKeys.user, JSON.stringify(user)),
    save(token: string, user: SessionUser, idToken: string | null = null) {
      storage.setItem(storageKeys.authToken, token);
      storage.setItem(storageKeys.user, JSON.stringify(user));
      if (idToken) storage.setItem(storageKeys.idToken, idToken);
      else storage.removeItem(storageKeys.idToken);
    },
    clear() {
      storage.removeItem(storageKeys.authToken);
      storage.removeItem(storageKeys.user);
      storage.removeItem(storageKeys.idToken);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** The browser's store: local storage, looked up on each call so importing it never touches `window`. */
export const sessionStore = createSessionStore({
  getItem: (key) => window.localStorage.getItem(key),
  setItem: (key, value) => window.localStorage.setItem(key, value),
  removeItem: (key) => window.localStorage.removeItem(key),
});
