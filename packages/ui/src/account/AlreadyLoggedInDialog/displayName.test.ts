import { describe, expect, it } from 'vitest';
import { displayName } from './displayName.ts';

describe('displayName', () => {
  it('prefers the full name', () => {
    expect(displayName({ fullName: 'Ana Souza', firstName: 'Ana', email: 'ana@empresa.com' })).toBe(
      'Ana Souza',
    );
  });

  it('falls back to the first name when the full name is missing or blank', () => {
    expect(displayName({ firstName: 'Ana', email: 'ana@empresa.com' })).toBe('Ana');
    expect(displayName({ fullName: '   ', firstName: 'Ana' })).toBe('Ana');
  });

  it('falls back to the part of the email before @', () => {
    expect(displayName({ fullName: null, firstName: '', email: 'rafael.lima@empresa.com' })).toBe(
      'rafael.lima',
    );
  });

  it("answers 'Unknown' when nothing names the user", () => {
    expect(displayName({})).toBe('Unknown');
    expect(displayName({ email: '@empresa.com' })).toBe('Unknown');
    expect(displayName(null)).toBe('Unknown');
    expect(displayName(undefined)).toBe('Unknown');
  });
});
