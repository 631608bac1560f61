import { describe, expect, it } from 'vitest';
import { checkTestCard } from '../../src/payments/testMode/cards.ts';
import { priceForEmployees } from '../../src/services/billing/prices.ts';

const now = new Date('2026-11-21T12:00:00Z');
const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', name: 'Ana' };

describe('test cards', () => {
  it('accepts the success cards with their brand and last 4', () => {
    expect(checkTestCard(card, now)).toEqual({ ok: true, card: { brand: 'visa', last4: '4242' } });
    expect(checkTestCard({ ...card, number: '5555-5555-5555-4444' }, now)).toMatchObject({
      card: { brand: 'mastercard' },
    });
    expect(checkTestCard({ ...card, number: '378282246310005', cvc: '1234' }, now)).toMatchObject({
      card: { brand: 'amex', last4: '0005' },
    });
  });

  it('takes two-digit years and the current month as still valid', () => {
    expect(checkTestCard({ ...card, expMonth: 11, expYear: 26 }, now).ok).toBe(true);
    expect(checkTestCard({ ...card, expMonth: 10, expYear: 26 }, now)).toMatchObject({
      code: 'invalid_expiry_year',
    });
  });

  it('checks the security code length by brand', () => {
    expect(checkTestCard({ ...card, number: '378282246310005', cvc: '123' }, now)).toMatchObject({
      code: 'invalid_cvc',
    });
    expect(checkTestCard({ ...card, cvc: '12a' }, now)).toMatchObject({ code: 'invalid_cvc' });
  });

  it('declines real-looking cards that are not test cards, like Stripe test mode', () => {
    expect(checkTestCard({ ...card, number: '4111111111111111' }, now)).toMatchObject({
      ok: false,
      code: 'card_declined',
    });
    expect(checkTestCard({ ...card, expMonth: 13 }, now)).toMatchObject({ code: 'invalid_expiry_month' });
  });
});

describe('price by organization size', () => {
  it.each([
    [null, 'price_starter'],
    ['', 'price_starter'],
    ['0-5', 'price_starter'],
    ['1-5', 'price_starter'],
    ['6-15', 'price_business'],
    ['16-50', 'price_enterprise'],
    ['16+', 'price_enterprise'],
    ['51-200', 'price_enterprise'],
    ['200+', 'price_enterprise'],
    ['201-1000', 'price_enterprise'],
    ['1000+', 'price_enterprise'],
  ])('%s employees → %s', (employees, priceId) => {
    expect(priceForEmployees(employees).id).toBe(priceId);
  });
});
