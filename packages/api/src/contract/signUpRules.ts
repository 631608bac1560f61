/**
 * The sign-up rules the /register form and the api apply alike, with their Portuguese messages word for
 * word (docs/product/texts-and-validation.md, "Create-account form"); the password rule holds for every
 * new password ("New passwords"). Zod-free: the app reads them (`@winhub/api/contract/signUpRules`) and
 * hands them to the ui's forms.
 */
export const SIGN_UP_RULES = {
  email: { message: 'Email inválido' },
  fullName: { minLength: 2, message: 'Nome deve ter pelo menos 2 caracteres' },
  password: { minLength: 6, message: 'Senha deve ter pelo menos 6 caracteres' },
  organizationName: { minLength: 2, message: 'Nome da organização obrigatório' },
} as const;
