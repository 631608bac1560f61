import { describe, expect, it } from 'vitest';
import { parseStoredUser, toSessionUser } from './user.ts';

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
