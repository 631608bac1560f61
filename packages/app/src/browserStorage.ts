/**
 * The browser's stored items other than the session's (docs/product/sign-in-and-session.md, "Stored
 * data"): their keys, and the one place that reads and writes them. The session's own items are the
 * session store's (`session/store.ts`). `pnpm lint` (`scripts/check-storage-keys.mjs`) holds the keys
 * of both to the doc's table, and refuses a key or a storage call anywhere else in the app.
 */
export const localStorageKeys = {
  registrationPrefill: 'registration_prefill',
  registrationData: 'winhub_registration_data',
  persona: 'winhub_persona',
} as const;

export const sessionStorageKeys = {
  businessDomain: 'winhub_domain',
  signInIntent: 'winhub_sign_in_intent',
} as const;

/** One stored item, by what it holds. */
export type StoredItem = {
  read(): string | null;
  write(value: string): void;
  /** Reads the item and removes it: a value meant to be used once. */
  take(): string | null;
};

// looked up on each call, so importing this module never touches `window` (the prerender has none)
const itemOf = (area: () => Storage, key: string): StoredItem => ({
  read: () => area().getItem(key),
  write: (value) => area().setItem(key, value),
  take: () => {
    const value = area().getItem(key);
    area().removeItem(key);
    return value;
  },
});
const local = () => window.localStorage;
const session = () => window.sessionStorage;

/** The home form's values (JSON), read once by /register. */
export const registrationPrefill = itemOf(local, localStorageKeys.registrationPrefill);
/** The home form's values (JSON). */
export const registrationData = itemOf(local, localStorageKeys.registrationData);
/** The profile chosen on /persona-selection. */
export const chosenPersona = itemOf(local, localStorageKeys.persona);
/** The business domain once detected, for this browser session. */
export const businessDomainFlag = itemOf(session, sessionStorageKeys.businessDomain);
/** Where to go when the provider sends the browser back to /auth-callback (JSON). */
export const signInIntentItem = itemOf(session, sessionStorageKeys.signInIntent);
