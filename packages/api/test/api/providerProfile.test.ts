import { describe, expect, it } from 'vitest';
import { profileFromClaims } from '../../src/identity/providerProfile.ts';

describe('the person from a provider’s standard claims', () => {
  it('takes given_name/family_name first, userinfo over the ID token', () => {
    const person = profileFromClaims(
      'u1',
      { email: 'id@example.com', given_name: 'Old', family_name: 'Name', name: 'Ignored Name' },
      { given_name: 'Rose', family_name: 'Tyler' },
    );
    expect(person).toMatchObject({
      sub: 'u1',
      email: 'id@example.com',
      firstName: 'Rose',
      lastName: 'Tyler',
    });
  });

  it('splits name when there is no given_name/family_name (LemonLDAP::NG sends name)', () => {
    const person = profileFromClaims(
      'dwho',
      { name: 'Doctor Who', preferred_username: 'dwho' },
      {
        email: 'dwho@badwolf.org',
      },
    );
    expect(person).toMatchObject({
      sub: 'dwho',
      email: 'dwho@badwolf.org',
      firstName: 'Doctor',
      lastName: 'Who',
    });
  });

  it('falls back to preferred_username, and has no email when neither token shares one', () => {
    const person = profileFromClaims('x', { preferred_username: 'msmith' }, { name: '  ' });
    expect(person).toEqual({
      sub: 'x',
      email: null,
      emailVerified: false,
      firstName: 'msmith',
      lastName: '',
      providerSid: null,
      methods: [],
      authTime: null,
    });
  });

  it('reads whether the address is verified, the provider session, how and when the person signed in', () => {
    const person = profileFromClaims(
      'p1',
      {
        email: 'p@example.com',
        email_verified: true,
        sid: 'provider-session',
        amr: ['pwd', 'otp', 7],
        auth_time: 1_700_000_000,
      },
      {},
    );
    expect(person).toMatchObject({
      emailVerified: true,
      providerSid: 'provider-session',
      methods: ['pwd', 'otp'],
      authTime: new Date(1_700_000_000_000),
    });
  });
});
