import { describe, expect, it } from 'vitest';
import { displayName, parseStoredUser, toSessionUser } from './user.ts';

describe('toSessionUser', () => {
  it('derives fullName (joined, trimmed) and name (first name)', () => {
    expect(toSessionUser({ id: 7, email: 'a@b.co', firstName: 'Ana', lastName: '' })).toEqual({
      id: '7',
      email: 'a@b.co',
      firstName: 'Ana',
      lastName: '',
      fullName: 'Ana',
      name: 'Ana',
    });
  });

  it('splits a fullName when first and last names are missing', () => {
    const user = toSessionUser({ id: 'u1', email: 'a@b.co', fullName: 'Ana Souza' });
    expect(user.firstName).toBe('Ana');
    expect(user.fullName).toBe('Ana Souza');
  });
});

describe('parseStoredUser', () => {
  it('reads a stored user', () => {
    expect(parseStoredUser('{"id":"1","email":"x@y.z","firstName":"X","lastName":"Y"}')?.fullName).toBe(
      'X Y',
    );
  });

  it('answers null for unparsable JSON or a non-user', () => {
    expect(parseStoredUser('{oops')).toBeNull();
    expect(parseStoredUser('"just a string"')).toBeNull();
  });
});

describe('displayName', () => {
  it('prefers fullName, then firstName, then the email local part, then Unknown', () => {
    expect(displayName({ fullName: 'Ana Souza', firstName: 'Ana', email: 'a@b.co' })).toBe('Ana Souza');
    expect(displayName({ fullName: '', firstName: 'Ana', email: 'a@b.co' })).toBe('Ana');
    expect(displayName({ fullName: '', firstName: '', email: 'ana@b.co' })).toBe('ana');
    expect(displayName({})).toBe('Unknown');
    expect(displayName(null)).toBe('Unknown');
  });
});
