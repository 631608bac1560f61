import { z } from 'zod';

/** The client-side current user of spec §3. */
export type SessionUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** First and last name joined and trimmed. */
  fullName: string;
  /** The first name. */
  name: string;
};

export const userInputSchema = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  email: z.string(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  fullName: z.string().nullish(),
});

export type UserInput = z.input<typeof userInputSchema>;

/** Completes a user from the api or storage: fullName and name are derived when missing. */
export function toSessionUser(input: UserInput): SessionUser {
  const { id, email, firstName, lastName, fullName } = userInputSchema.parse(input);
  const [fullFirst = '', ...fullRest] = (fullName ?? '').trim().split(/\s+/);
  const first = firstName ?? fullFirst;
  const last = lastName ?? fullRest.join(' ');
  return { id, email, firstName: first, lastName: last, fullName: `${first} ${last}`.trim(), name: first };
}

/** Parses the JSON stored under the user key; null when it is not a user. */
export function parseStoredUser(raw: string): SessionUser | null {
  try {
    const value: unknown = JSON.parse(raw);
    const result = userInputSchema.safeParse(value);
    return result.success ? toSessionUser(result.data) : null;
  } catch {
    return null;
  }
}

/** How the already-logged-in dialog names the user (spec §4). */
export function displayName(user: Partial<Pick<SessionUser, 'fullName' | 'firstName' | 'email'>> | null) {
  if (user?.fullName) return user.fullName;
  if (user?.firstName) return user.firstName;
  const local = user?.email?.split('@')[0];
  return local || 'Unknown';
}
