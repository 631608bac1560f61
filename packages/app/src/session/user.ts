import * as z from 'zod/mini';

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

const optionalText = z.optional(z.nullable(z.string()));

/** A user as the api answers it or as storage holds it; zod/mini keeps it small in the first load. */
export const userInputSchema = z.object({
  id: z.union([z.string(), z.number()]),
  email: z.string(),
  firstName: optionalText,
  lastName: optionalText,
  fullName: optionalText,
});

export type UserInput = z.infer<typeof userInputSchema>;

/** Completes a user from the api or storage: fullName and name are derived when missing. */
export function toSessionUser(input: UserInput): SessionUser {
  const { id, email, firstName, lastName, fullName } = userInputSchema.parse(input);
  const [fullFirst = '', ...fullRest] = (fullName ?? '').trim().split(/\s+/);
  const first = firstName ?? fullFirst;
  const last = lastName ?? fullRest.join(' ');
  return {
    id: String(id),
    email,
    firstName: first,
    lastName: last,
    fullName: `${first} ${last}`.trim(),
    name: first,
  };
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
