import type { AuthFlow } from '../flows/authCallbackParams.ts';

/** Session-storage key of the intent; read back by `takeSignInIntent.ts`. */
export const signInIntentKey = 'winhub_sign_in_intent';

/** Where to go once the provider sends the browser back to /auth-callback. */
export type SignInIntent = { flow: AuthFlow; returnTo: string | null; target: string | null };

/**
 * Noted in session storage before leaving for the provider. Kept apart from the reader so the pages
 * that only write it (/login, /register…) do not load zod.
 */
export function saveSignInIntent(intent: SignInIntent): void {
  window.sessionStorage.setItem(signInIntentKey, JSON.stringify(intent));
}
