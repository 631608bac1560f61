import { z } from 'zod';
import type { Persona } from '../PersonaChoice/personas.ts';

/** /register options (docs/product/texts-and-validation.md, "Create-account form"). */
export const registerBusinessTypes = [
  { id: 'commerce', label: 'Commerce' },
  { id: 'services', label: 'Services' },
  { id: 'industry', label: 'Industry' },
  { id: 'technology', label: 'Technology' },
  { id: 'consulting', label: 'Consulting' },
  { id: 'others', label: 'Others' },
] as const;

export const registerEmployeeRanges = [
  { id: '1-5', label: '1-5' },
  { id: '6-15', label: '6-15' },
  { id: '16+', label: '16+' },
] as const;

/** A rule on a text's length, with the message shown when it fails. */
export type LengthRule = { minLength: number; message: string };

/**
 * The sign-up rules and their Portuguese messages (shown with `lang={portugueseLang}`), as the api
 * applies them: the app passes its contract's (docs/product/texts-and-validation.md, "Create-account form").
 */
export type SignUpRules = {
  email: { message: string };
  fullName: LengthRule;
  password: LengthRule;
  organizationName: LengthRule;
};

const personas: [Persona, ...Persona[]] = ['empresa', 'anunciante', 'publicador'];
const optionalText = z.string().transform((value) => value || undefined);

/** The /register form's schema; without a password when an external provider holds the credentials. */
export function registerSchema(rules: SignUpRules, withPassword = true) {
  return z.object({
    email: z
      .string()
      .trim()
      .pipe(z.email({ error: rules.email.message })),
    fullName: z.string().trim().min(rules.fullName.minLength, { error: rules.fullName.message }),
    password: withPassword
      ? z.string().min(rules.password.minLength, { error: rules.password.message })
      : z.string(),
    persona: z.enum(personas),
    organizationName: z
      .string()
      .trim()
      .min(rules.organizationName.minLength, { error: rules.organizationName.message }),
    businessType: optionalText,
    employees: optionalText,
  });
}

type RegisterSchema = ReturnType<typeof registerSchema>;

/** The form while editing: plain strings ('' when a select is untouched). */
export type RegisterDraft = z.input<RegisterSchema>;

/** What `onSubmit` receives: the create-account payload; empty optional selects are left out. */
export type RegisterValues = z.output<RegisterSchema>;

/** The fields in focus order; Enter on one moves to the next. */
export const registerFieldOrder = (persona: Persona, showPassword = true) =>
  [
    'email',
    'fullName',
    ...(showPassword ? ['password'] : []),
    'organizationName',
    ...(persona === 'empresa' ? ['businessType', 'employees'] : []),
  ] as (keyof RegisterDraft)[];
