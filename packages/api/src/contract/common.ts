import { z } from 'zod';

/** Every failure the api answers. */
export const errorResponseSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** The details of a 400 `validation_error`: one entry per field issue. */
export const fieldIssuesSchema = z.array(z.object({ path: z.string(), message: z.string() }));
export type FieldIssues = z.infer<typeof fieldIssuesSchema>;

/** A person's full name, as the api's English forms check it: the profile, the home registration, the provider's sign-up. */
export const fullNameSchema = z
  .string()
  .trim()
  .min(2, 'Name must be at least 2 characters')
  .max(200, 'Name is too long');

/** An email address, trimmed, as the api's English forms check it. */
export const emailSchema = z
  .string()
  .trim()
  .pipe(z.email('Enter a valid email address').max(320, 'Enter a valid email address'));

/** The current user as the app keeps it (docs/product/sign-in-and-session.md, "Stored session"). */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  /** Whether the person proved their address (the verification link); absent in users stored before it existed. */
  emailVerified: z.boolean().optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** `{ token, user }`: the answer of account creation and of the sign-in callback. */
export const sessionResponseSchema = z.object({ token: z.string(), user: sessionUserSchema });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export { SERVICE_KEYS, SERVICE_NAMES, type ServiceKey } from './serviceCatalogue.ts';

/** A UTF-16 half of a pair without its other half: no UTF-8 encoding exists, so it cannot be stored. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The one rule for every string the api accepts: well-formed Unicode without NUL (PostgreSQL refuses
 * 0x00 in text and JSON; a lone surrogate would be stored as U+FFFD, silently changing the text).
 */
export const isStorableText = (value: string) => !value.includes('\0') && !LONE_SURROGATE.test(value);

export const UNSTORABLE_TEXT_MESSAGE = 'Contains a character that is not allowed';
