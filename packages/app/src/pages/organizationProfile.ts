import type { OrganizationProfile, OrganizationUpdateRequest } from '@winhub/api/contract';
import { COMPANY_SIZES, ORGANIZATION_BUSINESS_TYPES } from '@winhub/api/contract/organizationOptions';

type ProfileFormValues = {
  name: string;
  businessType: string;
  description: string;
  website: string;
  email: string;
  phone: string;
  address: string;
  employees: string;
};

/** The loaded profile as the form's starting values (missing fields start empty). */
export function toFormValues(profile: OrganizationProfile): ProfileFormValues {
  return {
    name: profile.name,
    businessType: profile.businessType ?? '',
    description: profile.description ?? '',
    website: profile.website ?? '',
    email: profile.email ?? '',
    phone: profile.phone ?? '',
    address: profile.address ?? '',
    employees: profile.employees ?? '',
  };
}

/** The form's values as the update request; '' clears a field, options outside the lists are left out. */
export function toUpdateRequest(values: ProfileFormValues): OrganizationUpdateRequest {
  const businessType =
    values.businessType === '' ? '' : ORGANIZATION_BUSINESS_TYPES.find((o) => o === values.businessType);
  const employees = values.employees === '' ? '' : COMPANY_SIZES.find((o) => o === values.employees);
  return {
    name: values.name,
    businessType,
    description: values.description,
    website: values.website,
    email: values.email,
    phone: values.phone,
    address: values.address,
    employees,
  };
}
