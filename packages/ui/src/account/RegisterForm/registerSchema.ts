import { z } from 'zod';
import { texts } from '../../i18n/texts.ts';
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

/**
 * The /register messages, word for word; Portuguese (shown with `lang={portugueseLang}`)
 * (docs/product/texts-and-validation.md, "Create-account form").
 */
export const registerMessages = {
  email: texts.pt('account.register.invalidEmail'),
  fullName: texts.pt('account.register.fullNameTooShort'),
  password: texts.pt('account.register.passwordTooShort'),
  organizationName: texts.pt('account.register.organizationNameMissing'),
};

const personas: [Persona, ...Persona[]] = ['empresa', 'anunciante', 'publicador'];
const optionalText = z.string().transform((value) => value || undefined);

export const registerSchema = z.object({
  email: z
    .string()
    .trim()
    .pipe(z.email({ error: registerMessages.email })),
  fullName: z.string().trim().min(2, { error: registerMessages.fullName }),
  password: z.string().min(6, { error: registerMessages.password }),
  persona: z.enum(personas),
  organizationName: z.string().trim().min(2, { error: registerMessages.organizationName }),
  businessType: optionalText,
  employees: optionalText,
});

/** With an external identity provider holding the credentials: no password on this form ('' is sent). */
export const registerSchemaWithoutPassword = registerSchema.extend({ password: z.string() });

/** The form while editing: plain strings ('' when a select is untouched). */
export type RegisterDraft = z.input<typeof registerSchema>;

/** What `onSubmit` receives: the create-account payload; empty optional selects are left out. */
export type RegisterValues = z.output<typeof registerSchema>;

/** The fields in focus order; Enter on one moves to the next. */
export const registerFieldOrder = (persona: Persona, showPassword = true) =>
  [
    'email',
    'fullName',
    ...(showPassword ? ['password'] : []),
    'organizationName',
    ...(persona === 'empresa' ? ['businessType', 'employees'] : []),
  ] as (keyof RegisterDraft)[];
