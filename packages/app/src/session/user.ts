import type { SessionUser as AnsweredUser } from '@winhub/api/contract';
import { joinFullName, splitFullName } from '@winhub/api/contract/personName';

/**
 * The client-side current user (docs/product/sign-in-and-session.md, "Stored session"): the api's, with
 * `name`, the first name the pages greet by.
 */
export type SessionUser = AnsweredUser & { name: string };

/** A user as the api answers it or as storage holds it. */
export type UserInput = {
  id: string | number;
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  fullName?: string | null;
  emailVerified?: boolean;
};

const isOptionalText = (value: unknown): value is string | null | undefined =>
  value === undefined || value === null || typeof value === 'string';

/**
 * `value` as a user, or null when it is not one (plain checks: the session is read on every page, so
 * no schema library joins the first load for it).
 */
export function readUserInput(value: unknown): UserInput | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, email, firstName, lastName, fullName, emailVerified } = value as Record<string, unknown>;
  if (!(typeof id === 'string' || typeof id === 'number') || typeof email !== 'string') return null;
  if (!isOptionalText(firstName) || !isOptionalText(lastName) || !isOptionalText(fullName)) return null;
  const verified = typeof emailVerified === 'boolean' ? { emailVerified } : {};
  return { id, email, firstName, lastName, fullName, ...verified };
}

/** Completes a user from the api or storage: fullName and name are derived when missing. */
export function toSessionUser({
  id,
  email,
  firstName,
  lastName,
  fullName,
  emailVerified,
}: UserInput): SessionUser {
  const split = splitFullName(fullName ?? '');
  const first = firstName ?? split.firstName;
  const last = lastName ?? split.lastName;
  return {
    id: String(id),
    email,
    firstName: first,
    lastName: last,
    fullName: joinFullName(first, last),
    name: first,
    ...(emailVerified === undefined ? {} : { emailVerified }),
  };
}

/** Parses the JSON stored under the user key; null when it is not a user. */
export function parseStoredUser(raw: string): SessionUser | null {
  try {
    const input = readUserInput(JSON.parse(raw));
    return input ? toSessionUser(input) : null;
  } catch {
    return null;
  }
}
