import { isValidCardNumber } from '@winhub/api/contract/cardNumber';
import { describe, expect, it } from 'vitest';

// The rule the app hands the card form, the one the test-mode gateway applies.
describe('isValidCardNumber', () => {
  it.each([
    '4242424242424242',
    '4242 4242 4242 4242',
    '4000 0000 0000 0002',
    '4000-0000-0000-9995',
    '5555555555554444',
    '378282246310005',
  ])('accepts %s', (number) => {
    expect(isValidCardNumber(number)).toBe(true);
  });

  it.each([
    ['a wrong checksum', '4242 4242 4242 4241'],
    ['too few digits', '42424242424'],
    ['too many digits', '42424242424242424242'],
    ['letters', '4242 4242 4242 424a'],
    ['an empty string', ''],
  ])('rejects %s', (_, number) => {
    expect(isValidCardNumber(number)).toBe(false);
  });
});
