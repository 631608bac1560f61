import { splitFullName } from '../contract/personName.ts';
import type { ProviderIdentity } from '../domain/ports/identity.ts';

/** The person as the provider's claims describe them, before the address is required. */
export type ProviderProfile = Omit<ProviderIdentity, 'email'> & { email: string | null };

type Claims = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The person from standard claims (userinfo over the ID token): given_name/family_name, else `name`
 * split, else preferred_username; email from either.
 */
export function profileFromClaims(sub: string, idToken: Claims, userinfo: Claims): ProviderProfile {
  const claim = (name: string) => text(userinfo[name]) || text(idToken[name]);
  const given = claim('given_name');
  const family = claim('family_name');
  const names =
    given || family
      ? { firstName: given, lastName: family }
      : claim('name')
        ? splitFullName(claim('name'))
        : { firstName: claim('preferred_username'), lastName: '' };
  const verified = userinfo.email_verified ?? idToken.email_verified;
  const sid = idToken.sid;
  const amr = idToken.amr;
  const authTime = idToken.auth_time;
  return {
    sub,
    email: claim('email') || null,
    emailVerified: verified === true || verified === 'true',
    ...names,
    providerSid: typeof sid === 'string' && sid ? sid : null,
    methods: Array.isArray(amr) ? amr.filter((value): value is string => typeof value === 'string') : [],
    authTime: typeof authTime === 'number' && Number.isFinite(authTime) ? new Date(authTime * 1000) : null,
  };
}
