import { signInIntentItem } from '../browserStorage.ts';
import type { AuthFlow } from './authCallbackParams.ts';

/** Where to go once the provider sends the browser back to /auth-callback. */
export type SignInIntent = { flow: AuthFlow; returnTo: string | null; target: string | null };

/**
 * Noted in session storage before leaving for the provider; read back by `takeSignInIntent.ts`. Kept apart from the reader so the pages
 * that only write it (/login, /register…) do not load zod.
 */
export function saveSignInIntent(intent: SignInIntent): void {
  signInIntentItem.write(JSON.stringify(intent));
}
