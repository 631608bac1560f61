import { type EndpointName, endpointRoutes } from '../../../src/contract/endpointRoutes.ts';
import { HOSTILE_STRINGS, NUMBER_SLOT, OUT_OF_RANGE_NUMBERS, pickOne } from './hostileInput.ts';

/** The endpoints the hostile-input fuzz sends to (by their names in the api's endpoint table). */
const FUZZED = [
  'winauthUrl',
  'authCallback',
  'validateToken',
  'validateWinauth',
  'serviceHandoff',
  'redeemHandoff',
  'captureLead',
  'createAccount',
  'organizationUpdate',
  'userOrganization',
  'organizationProfile',
  'health',
  'config',
  'createSubscription',
  'testModeConfirm',
  'testModeAdvance',
  'subscription',
  'invoices',
] as const satisfies readonly EndpointName[];

type FuzzedMethod = Lowercase<(typeof endpointRoutes)[(typeof FUZZED)[number]]['method']>;

export const ENDPOINTS: { method: FuzzedMethod; path: string; auth: boolean }[] = FUZZED.map((name) => {
  const { method, path, auth } = endpointRoutes[name];
  return { method: method.toLowerCase() as FuzzedMethod, path, auth: auth === 'session' };
});

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
