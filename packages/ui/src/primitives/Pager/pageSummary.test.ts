import { describe, expect, it } from 'vitest';
import { pageSummary } from './pageSummary.ts';

const people = { one: 'person', other: 'people' };

describe('pageSummary', () => {
  it('gives the range of this page among all the items', () => {
    expect(pageSummary({ offset: 0, count: 50, total: 1000, unit: people })).toBe('1–50 of 1,000 people');
    expect(pageSummary({ offset: 950, count: 50, total: 1000, unit: people })).toBe(
      '951–1,000 of 1,000 people',
    );
  });

  it('names a single item without a range', () => {
    expect(pageSummary({ offset: 0, count: 1, total: 1, unit: people })).toBe('1 of 1 person');
    expect(pageSummary({ offset: 20, count: 1, total: 21, unit: people })).toBe('21 of 21 people');
  });
});
