import * as z from 'zod/mini';
import { type SignInIntent, signInIntentKey } from './signInIntent.ts';

const intentSchema = z.object({
  flow: z.enum(['landing', 'registration', 'microservice']),
  returnTo: z.nullable(z.string()),
  target: z.nullable(z.string()),
});

/** Reads and forgets the intent noted before the provider (/auth-callback). */
export function takeSignInIntent(): SignInIntent | null {
  const raw = window.sessionStorage.getItem(signInIntentKey);
  window.sessionStorage.removeItem(signInIntentKey);
  if (!raw) return null;
  try {
    const parsed = intentSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
