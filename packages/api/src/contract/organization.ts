import { z } from 'zod';

import { COMPANY_SIZES, ORGANIZATION_BUSINESS_TYPES } from './organizationOptions.ts';

export { COMPANY_SIZES, ORGANIZATION_BUSINESS_TYPES };

export const userOrganizationResponseSchema = z.object({
  organization: z.object({ id: z.string(), name: z.string(), subscriptionType: z.string() }),
  user: z.object({ id: z.string(), email: z.string(), fullName: z.string(), role: z.string() }),
});
export type UserOrganizationResponse = z.infer<typeof userOrganizationResponseSchema>;

export const organizationProfileSchema = z.object({
  name: z.string(),
  businessType: z.string().nullable(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  employees: z.string().nullable(),
  subscriptionType: z.string(),
});
export type OrganizationProfile = z.infer<typeof organizationProfileSchema>;

/** The field's rule, or '' (and null) to clear it; the rule's own message is the one reported. */
const orEmpty = <T extends z.ZodType<string, string>>(schema: T) =>
  z
    .string()
    .trim()
    .transform((value) => (value === '' ? null : value))
    .pipe(schema.nullable())
    .nullable()
    .optional();

/**
 * Organization settings (docs/product/texts-and-validation.md, "Organization settings form"); fields left out
 * stay as they are, '' clears a field.
 */
export const organizationUpdateRequestSchema = z.object({
  name: z
    .string({ error: 'Organization name must be at least 2 characters' })
    .trim()
    .min(2, 'Organization name must be at least 2 characters')
    .max(200)
    .optional(),
  businessType: orEmpty(z.enum(ORGANIZATION_BUSINESS_TYPES, { error: 'Select a valid business type' })),
  description: orEmpty(z.string().max(2000, 'Description must be at most 2000 characters')),
  website: orEmpty(
    z.url({ protocol: /^https?$/, error: 'Please enter a valid URL' }).max(2048, 'Please enter a valid URL'),
  ),
  email: orEmpty(z.email({ error: 'Please enter a valid email' }).max(320, 'Please enter a valid email')),
  phone: orEmpty(z.string().max(50, 'Phone must be at most 50 characters')),
  address: orEmpty(z.string().max(500, 'Address must be at most 500 characters')),
  employees: orEmpty(z.enum(COMPANY_SIZES, { error: 'Select a valid company size' })),
});
export type OrganizationUpdateRequest = z.input<typeof organizationUpdateRequestSchema>;

/** The updated profile. */
export const organizationUpdateResponseSchema = organizationProfileSchema;
