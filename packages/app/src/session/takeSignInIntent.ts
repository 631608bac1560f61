import * as z from 'zod/mini';
import { signInIntentItem } from '../browserStorage.ts';
import type { SignInIntent } from './signInIntent.ts';

const intentSchema = z.object({
  flow: z.enum(['landing', 'registration', 'microservice']),
  returnTo: z.nullable(z.string()),
  target: z.nullable(z.string()),
});

/** Reads and forgets the intent noted before the provider (/auth-callback). */
export function takeSignInIntent(): SignInIntent | null {
  const raw = signInIntentItem.take();
  if (!raw) return null;
  try {
    const parsed = intentSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
