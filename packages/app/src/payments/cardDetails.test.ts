import { describe, expect, it } from 'vitest';
import { toTestCard } from './cardDetails.ts';

describe('toTestCard', () => {
  it('splits the MM/YY expiry', () => {
    expect(toTestCard({ number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Ana' })).toEqual({
      number: '4242424242424242',
      expMonth: '12',
      expYear: '34',
      cvc: '123',
      name: 'Ana',
    });
  });
});
