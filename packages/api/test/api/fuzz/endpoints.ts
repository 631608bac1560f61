import { HOSTILE_STRINGS, NUMBER_SLOT, OUT_OF_RANGE_NUMBERS, pickOne } from './hostileInput.ts';

export const ENDPOINTS: { method: 'post' | 'patch' | 'get'; path: string; auth?: boolean }[] = [
  { method: 'post', path: '/api/auth/winauth-url' },
  { method: 'post', path: '/api/auth/callback' },
  { method: 'post', path: '/api/auth/validate-winauth-token' },
  { method: 'post', path: '/api/auth/validate-winauth' },
  { method: 'post', path: '/api/auth/service-handoff', auth: true },
  { method: 'post', path: '/api/auth/service-handoff/redeem' },
  { method: 'post', path: '/api/capture-lead' },
  { method: 'post', path: '/api/create-account' },
  { method: 'patch', path: '/api/organization/update', auth: true },
  { method: 'get', path: '/api/user/organization', auth: true },
  { method: 'get', path: '/api/organization/profile', auth: true },
  { method: 'get', path: '/api/health' },
  { method: 'get', path: '/api/config' },
  { method: 'post', path: '/api/billing/create-subscription', auth: true },
  { method: 'post', path: '/api/billing/test-mode/confirm', auth: true },
  { method: 'post', path: '/api/billing/test-mode/advance', auth: true },
  { method: 'get', path: '/api/billing/subscription', auth: true },
  { method: 'get', path: '/api/billing/invoices', auth: true },
];

/** Bodies an endpoint accepts: one field at a time is made hostile, so the input gets past shape checks. */
export const VALID_BODIES: Record<string, () => Record<string, unknown>> = {
  '/api/capture-lead': () => ({
    name: 'Ada',
    email: 'ada@example.com',
    businessType: 'startup',
    employees: '1-5',
  }),
  '/api/create-account': () => ({
    email: `fuzz.${Math.random().toString(36).slice(2)}@example.com`,
    fullName: 'Ada Lovelace',
    password: 'fuzz-secret-1',
    persona: 'empresa',
    organizationName: 'Fuzz Org',
    businessType: 'commerce',
    employees: '1-5',
  }),
  '/api/organization/update': () => ({ description: 'About us', phone: '123', address: 'Street 1' }),
  '/api/auth/winauth-url': () => ({
    isRegistration: true,
    prefillData: { name: 'Ada', email: 'ada@example.com' },
  }),
  '/api/auth/service-handoff': () => ({ service: 'erp' }),
};

/** A valid body with one field replaced by a hostile string or an out-of-range number literal. */
export function corruptedBody(random: () => number, valid: Record<string, unknown>): string {
  const field = pickOne(random, Object.keys(valid));
  if (random() < 0.25) {
    return JSON.stringify({ ...valid, [field]: JSON.parse(NUMBER_SLOT) }).replace(NUMBER_SLOT, () =>
      pickOne(random, OUT_OF_RANGE_NUMBERS),
    );
  }
  return JSON.stringify({ ...valid, [field]: pickOne(random, HOSTILE_STRINGS) });
}
