import { describe, expect, it } from 'vitest';
import { cvcValid, expiryValid, normaliseExpiry, parseExpiry } from './cardValidation.ts';

describe('expiryValid', () => {
  const now = new Date(2026, 10, 21);

  it('accepts the current month', () => {
    expect(expiryValid('11/26', now)).toBe(true);
  });

  it('accepts a later month and year', () => {
    expect(expiryValid('12/26', now)).toBe(true);
    expect(expiryValid('01/27', now)).toBe(true);
    expect(expiryValid(' 04 / 34 ', now)).toBe(true);
  });

  it('rejects a past month', () => {
    expect(expiryValid('10/26', now)).toBe(false);
    expect(expiryValid('12/25', now)).toBe(false);
  });

  it.each(['13/27', '00/27', '1/27', '0127', '01/2027', ''])('rejects the malformed %s', (expiry) => {
    expect(expiryValid(expiry, now)).toBe(false);
  });
});

describe('helpers', () => {
  it('parses and normalises MM/YY', () => {
    expect(parseExpiry('04/29')).toEqual({ month: 4, year: 2029 });
    expect(normaliseExpiry('04 / 29')).toBe('04/29');
  });

  it('checks the CVC length', () => {
    expect(cvcValid('123')).toBe(true);
    expect(cvcValid('1234')).toBe(true);
    expect(cvcValid('12')).toBe(false);
    expect(cvcValid('12a')).toBe(false);
  });
});
