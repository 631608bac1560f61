import { REGISTER_BUSINESS_TYPES, REGISTER_EMPLOYEE_RANGES } from '@winhub/api/contract/accountOptions';
import { type PrefillSource, readPrefillSource } from '../../searchParams.ts';

export type RegistrationPrefill = {
  email?: string;
  fullName?: string;
  businessType?: (typeof REGISTER_BUSINESS_TYPES)[number];
  employees?: (typeof REGISTER_EMPLOYEE_RANGES)[number];
};

/** The home form's larger size ranges fold into /register's 16+. */
function registerEmployees(value: string | undefined): RegistrationPrefill['employees'] {
  if (!value) return undefined;
  const offered = REGISTER_EMPLOYEE_RANGES.find((option) => option === value);
  if (offered) return offered;
  return ['16-50', '51-200', '200+'].includes(value) ? '16+' : undefined;
}

function registerBusinessType(value: string | undefined): RegistrationPrefill['businessType'] {
  return REGISTER_BUSINESS_TYPES.find((option) => option === value);
}

/**
 * Query parameters first, else the stored prefill; values /register does not offer are left out
 * (docs/product/sign-in-and-session.md, "Create an account (/register)").
 */
export function resolvePrefill(query: PrefillSource, storedRaw: string | null): RegistrationPrefill {
  let source: PrefillSource = query;
  if (!query.email && !query.name && storedRaw) {
    try {
      source = readPrefillSource(JSON.parse(storedRaw));
    } catch {
      source = {};
    }
  }
  const prefill: RegistrationPrefill = {
    email: source.email,
    fullName: source.name,
    businessType: registerBusinessType(source.businessType),
    employees: registerEmployees(source.employees),
  };
  // Only what is known: an undefined key would replace the form's own empty default.
  return Object.fromEntries(Object.entries(prefill).filter(([, value]) => value !== undefined));
}
