/**
 * The choices of the sign-up forms, apart from their zod schemas: the app reads them on first load
 * (`@winhub/api/contract/accountOptions`) without loading zod
 * (docs/product/texts-and-validation.md, "Home registration form" and "Create-account form").
 */
export const LEAD_BUSINESS_TYPES = [
  'startup',
  'small-business',
  'medium-enterprise',
  'large-enterprise',
  'agency',
  'freelancer',
  'other',
] as const;
export const LEAD_EMPLOYEE_RANGES = ['1-5', '6-15', '16-50', '51-200', '200+'] as const;

export const PERSONAS = ['empresa', 'anunciante', 'publicador'] as const;

export const REGISTER_BUSINESS_TYPES = [
  'commerce',
  'services',
  'industry',
  'technology',
  'consulting',
  'others',
] as const;
export const REGISTER_EMPLOYEE_RANGES = ['1-5', '6-15', '16+'] as const;
