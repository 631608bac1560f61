import { z } from 'zod';

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

/**
 * Name at least 2 characters; website a valid URL or empty; email valid or empty; others optional
 * (docs/product/texts-and-validation.md, "Organization settings form").
 */
export function organizationProfileSchema(messages: OrganizationProfileMessages) {
  return z.object({
    name: z.string().trim().min(2, messages.name),
    businessType: z.string(),
    description: z.string(),
    website: z
      .string()
      .trim()
      .refine((value) => value === '' || urlSchema.safeParse(value).success, messages.website),
    email: z
      .string()
      .trim()
      .refine((value) => value === '' || emailSchema.safeParse(value).success, messages.email),
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
