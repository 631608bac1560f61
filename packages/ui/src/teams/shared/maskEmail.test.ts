import { describe, expect, it } from 'vitest';
import { maskEmail } from './maskEmail.ts';

describe('maskEmail', () => {
  it('keeps the first character and the domain', () => {
    expect(maskEmail('ana.souza@example.com')).toBe('a***@example.com');
    expect(maskEmail('b@x.io')).toBe('b***@x.io');
  });

  it('gives the same answer for an address the server already masked', () => {
    expect(maskEmail(maskEmail('ana.souza@example.com'))).toBe('a***@example.com');
  });

  it('hides a text that is not an address entirely', () => {
    expect(maskEmail('ana')).toBe('***');
    expect(maskEmail('@example.com')).toBe('***');
  });
});
