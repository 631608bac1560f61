import { describe, expect, it } from 'vitest';
import { formatBillingDate, formatMinorAmount, invoiceNumber } from './format.ts';

describe('formatMinorAmount', () => {
  it('divides by 100 and formats with the currency', () => {
    expect(formatMinorAmount(4900, 'usd', { locale: 'en-US' })).toBe('$49.00');
    expect(formatMinorAmount(1500, 'brl', { locale: 'pt-BR' })).toBe('R$\u00a015,00');
    expect(formatMinorAmount(1999, 'eur', { locale: 'en-US' })).toBe('€19.99');
  });

  it("uses the page's language, not the browser's, when no locale is given", () => {
    expect(formatMinorAmount(4900, 'usd')).toBe('$49.00');
    expect(formatBillingDate('2026-11-21T12:00:00Z', { timeZone: 'UTC' })).toBe('Nov 21, 2026');
  });
});

describe('formatBillingDate', () => {
  it('formats ISO strings and dates in the given zone', () => {
    expect(formatBillingDate('2026-11-21T12:00:00Z', { locale: 'en-US', timeZone: 'UTC' })).toBe(
      'Nov 21, 2026',
    );
    expect(formatBillingDate(new Date(Date.UTC(2026, 0, 5)), { locale: 'en-US', timeZone: 'UTC' })).toBe(
      'Jan 5, 2026',
    );
  });

  it('falls back on missing or invalid dates', () => {
    expect(formatBillingDate(null)).toBe('—');
    expect(formatBillingDate('not a date', {}, 'n/a')).toBe('n/a');
  });
});

describe('invoiceNumber', () => {
  it('keeps the last 8 characters of the provider id', () => {
    expect(invoiceNumber('in_1PqRsTuVwXyZ12345678')).toBe('12345678');
    expect(invoiceNumber('in_123')).toBe('in_123');
  });
});
