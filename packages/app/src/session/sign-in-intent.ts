import * as z from 'zod/mini';
import type { AuthFlow } from '../flows/auth-callback-params.ts';

const intentKey = 'winhub_sign_in_intent';

const intentSchema = z.object({
  flow: z.enum(['landing', 'registration', 'microservice']),
  returnTo: z.nullable(z.string()),
  target: z.nullable(z.string()),
});

/** Where to go once the provider sends the browser back to /auth-callback. */
export type SignInIntent = { flow: AuthFlow; returnTo: string | null; target: string | null };

/** Noted in session storage before leaving for the provider. */
export function saveSignInIntent(intent: SignInIntent): void {
  window.sessionStorage.setItem(intentKey, JSON.stringify(intent));
}

/** Reads and forgets the noted intent. */
export function takeSignInIntent(): SignInIntent | null {
  const raw = window.sessionStorage.getItem(intentKey);
  window.sessionStorage.removeItem(intentKey);
  if (!raw) return null;
  try {
    const parsed = intentSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
