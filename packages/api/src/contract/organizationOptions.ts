/**
 * The choices of the organization profile form, apart from their zod schemas: the settings page reads
 * them (`@winhub/api/contract/organizationOptions`) without loading zod
 * (docs/product/organization.md, "Organization profile").
 */
export const ORGANIZATION_BUSINESS_TYPES = [
  'technology',
  'retail',
  'healthcare',
  'education',
  'finance',
  'manufacturing',
  'other',
] as const;
export const COMPANY_SIZES = ['1-5', '6-15', '16-50', '51-200', '201-1000', '1000+'] as const;
