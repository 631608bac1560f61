import { z } from 'zod';
import { PERSONAS } from './accountOptions.ts';
import { emailSchema, fullNameSchema } from './common.ts';
import { SIGN_UP_RULES } from './signUpRules.ts';

export {
  LEAD_BUSINESS_TYPES,
  LEAD_EMPLOYEE_RANGES,
  PERSONAS,
  REGISTER_BUSINESS_TYPES,
  REGISTER_EMPLOYEE_RANGES,
} from './accountOptions.ts';

const optionalText = (max: number) => z.string().trim().max(max).optional();

/**
 * The home registration section (docs/product/texts-and-validation.md, "Home registration form"): the name
 * becomes the account's full name, which needs at least 2 characters, as the home form says beside the field.
 */
export const captureLeadRequestSchema = z.object({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').pipe(fullNameSchema),
  email: z.string({ error: 'Enter a valid email address' }).pipe(emailSchema),
  businessType: z
    .string({ error: 'Business type is required' })
    .trim()
    .min(1, 'Business type is required')
    .max(100),
  employees: optionalText(50),
});
export type CaptureLeadRequest = z.input<typeof captureLeadRequestSchema>;

export const captureLeadResponseSchema = z.object({ ok: z.literal(true) });

export const personaSchema = z.enum(PERSONAS);
export type Persona = z.infer<typeof personaSchema>;

/**
 * The sign-up password rule, its Portuguese message word for word; every new password follows it
 * (docs/product/texts-and-validation.md, "New passwords").
 */
export const passwordRule = z
  .string({ error: SIGN_UP_RULES.password.message })
  .min(SIGN_UP_RULES.password.minLength, SIGN_UP_RULES.password.message)
  .max(200);

/**
 * `/register`, with its Portuguese messages word for word
 * (docs/product/texts-and-validation.md, "Create-account form").
 */
export const createAccountRequestSchema = z.object({
  email: z
    .string({ error: SIGN_UP_RULES.email.message })
    .trim()
    .pipe(z.email({ error: SIGN_UP_RULES.email.message }).max(320, SIGN_UP_RULES.email.message)),
  fullName: z
    .string({ error: SIGN_UP_RULES.fullName.message })
    .trim()
    .min(SIGN_UP_RULES.fullName.minLength, SIGN_UP_RULES.fullName.message)
    .max(200),
  password: passwordRule,
  persona: z.enum(PERSONAS, { error: 'Perfil inválido' }),
  organizationName: z
    .string({ error: SIGN_UP_RULES.organizationName.message })
    .trim()
    .min(SIGN_UP_RULES.organizationName.minLength, SIGN_UP_RULES.organizationName.message)
    .max(200),
  businessType: optionalText(100),
  employees: optionalText(50),
});
export type CreateAccountRequest = z.input<typeof createAccountRequestSchema>;
