import * as z from 'zod/mini';

export const organizationBusinessTypes = [
  { id: 'technology', label: 'Technology' },
  { id: 'retail', label: 'Retail' },
  { id: 'healthcare', label: 'Healthcare' },
  { id: 'education', label: 'Education' },
  { id: 'finance', label: 'Finance' },
  { id: 'manufacturing', label: 'Manufacturing' },
  { id: 'other', label: 'Other' },
] as const;

export const organizationCompanySizes = [
  { id: '1-5', label: '1-5 employees' },
  { id: '6-15', label: '6-15 employees' },
  { id: '16-50', label: '16-50 employees' },
  { id: '51-200', label: '51-200 employees' },
  { id: '201-1000', label: '201-1000 employees' },
  { id: '1000+', label: '1000+ employees' },
] as const;

export type OrganizationProfileMessages = { name: string; website: string; email: string };

export const defaultOrganizationProfileMessages: OrganizationProfileMessages = {
  name: 'Organization name must be at least 2 characters',
  website: 'Please enter a valid URL',
  email: 'Please enter a valid email address',
};

const urlSchema = z.url({ protocol: /^https?$/ });
const emailSchema = z.email();

/** Trimmed; empty, or what `format` accepts. */
const emptyOr = (format: z.ZodMiniType<string>, message: string) =>
  z.string().check(
    z.trim(),
    z.refine((value) => value === '' || format.safeParse(value).success, message),
  );

/**
 * Name at least 2 characters; website a valid URL or empty; email valid or empty; others optional
 * (docs/product/texts-and-validation.md, "Organization settings form"). In zod's mini build: this
 * form is the settings page's first screen, which does not load the rest of zod.
 */
export function organizationProfileSchema(messages: OrganizationProfileMessages) {
  return z.object({
    name: z.string().check(z.trim(), z.minLength(2, messages.name)),
    businessType: z.string(),
    description: z.string(),
    website: emptyOr(urlSchema, messages.website),
    email: emptyOr(emailSchema, messages.email),
    phone: z.string(),
    address: z.string(),
    employees: z.string(),
  });
}

export type OrganizationProfileValues = z.output<ReturnType<typeof organizationProfileSchema>>;

export const emptyOrganizationProfile: OrganizationProfileValues = {
  name: '',
  businessType: '',
  description: '',
  website: '',
  email: '',
  phone: '',
  address: '',
  employees: '',
};
