import { z } from 'zod';
import type { Persona } from '../PersonaChoice/personas.ts';

/** /register options (spec §5). */
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

/** Spec §5 messages, word for word. */
export const registerMessages = {
  email: 'Email inválido',
  fullName: 'Nome deve ter pelo menos 2 caracteres',
  password: 'Senha deve ter pelo menos 6 caracteres',
  organizationName: 'Nome da organização obrigatório',
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

/** The form while editing: plain strings ('' when a select is untouched). */
export type RegisterDraft = z.input<typeof registerSchema>;

/** What `onSubmit` receives: the create-account payload; empty optional selects are left out. */
export type RegisterValues = z.output<typeof registerSchema>;

/** The fields in focus order; Enter on one moves to the next. */
export const registerFieldOrder = (persona: Persona) =>
  (persona === 'empresa'
    ? ['email', 'fullName', 'password', 'organizationName', 'businessType', 'employees']
    : ['email', 'fullName', 'password', 'organizationName']) as (keyof RegisterDraft)[];
