import { z } from 'zod';

/** Home registration options (docs/product/texts-and-validation.md, "Home registration form"). */
export const homeBusinessTypes = [
  { id: 'startup', label: 'Startup' },
  { id: 'small-business', label: 'Small Business' },
  { id: 'medium-enterprise', label: 'Medium Enterprise' },
  { id: 'large-enterprise', label: 'Large Enterprise' },
  { id: 'agency', label: 'Agency' },
  { id: 'freelancer', label: 'Freelancer' },
  { id: 'other', label: 'Other' },
] as const;

export const homeEmployeeRanges = [
  { id: '1-5', label: '1-5' },
  { id: '6-15', label: '6-15' },
  { id: '16-50', label: '16-50' },
  { id: '51-200', label: '51-200' },
  { id: '200+', label: '200+' },
] as const;

export type HomeBusinessType = (typeof homeBusinessTypes)[number]['id'];
export type HomeEmployeeRange = (typeof homeEmployeeRanges)[number]['id'];

export const registrationMessages = {
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 2 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  businessTypeRequired: 'Please select your business type',
};

const businessTypeIds = homeBusinessTypes.map((option) => option.id) as [
  HomeBusinessType,
  ...HomeBusinessType[],
];
const employeeIds = homeEmployeeRanges.map((option) => option.id) as [
  HomeEmployeeRange,
  ...HomeEmployeeRange[],
];

/**
 * Name required; email required and an email; businessType required; employees optional
 * (docs/product/texts-and-validation.md, "Home registration form"). The name becomes the account's full name,
 * which needs at least 2 characters everywhere else.
 */
export const registrationSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: registrationMessages.nameRequired })
    .min(2, { error: registrationMessages.nameTooShort }),
  email: z
    .string()
    .trim()
    .min(1, { error: registrationMessages.emailRequired })
    .pipe(z.email({ error: registrationMessages.emailInvalid })),
  businessType: z
    .string()
    .pipe(z.enum(businessTypeIds, { error: registrationMessages.businessTypeRequired })),
  employees: z.string().pipe(z.union([z.enum(employeeIds), z.literal('')])),
});

/** What the form holds while editing: plain strings, '' when nothing is chosen yet. */
export type RegistrationDraft = z.input<typeof registrationSchema>;

/** Valid lead data handed to `onSubmit`; `employees` is '' when not chosen. */
export type RegistrationValues = z.output<typeof registrationSchema>;
