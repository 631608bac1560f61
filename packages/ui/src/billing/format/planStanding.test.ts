import { describe, expect, it } from 'vitest';
import { describeCard, planStandingLabel } from './planStanding.ts';

const utc = { locale: 'en-US', timeZone: 'UTC' };

describe('planStandingLabel', () => {
  it('names the trial end while Premium is trialing', () => {
    expect(planStandingLabel({ isPremium: true, trialEnd: '2026-12-07T10:00:00Z' }, utc)).toBe(
      'Premium, trial until Dec 7, 2026',
    );
  });

  it('reads "Premium Active" after the trial and "Free Plan" without Premium', () => {
    expect(planStandingLabel({ isPremium: true, trialEnd: null }, utc)).toBe('Premium Active');
    expect(planStandingLabel({ isPremium: false, trialEnd: '2026-12-07T10:00:00Z' }, utc)).toBe('Free Plan');
  });
});

describe('describeCard', () => {
  it('names the brand and the last four digits', () => {
    expect(describeCard('visa', '4242')).toBe('Visa ending in 4242');
    expect(describeCard('amex', '0005')).toBe('American Express ending in 0005');
    expect(describeCard('elo', '1234')).toBe('Elo ending in 1234');
    expect(describeCard(null, '1234')).toBe('Card ending in 1234');
    expect(describeCard('visa', null)).toBeNull();
  });
});
