import { afterEach, describe, expect, it } from 'vitest';
import { type AnalyticsEvent, setAnalyticsSink, track } from './analytics.ts';

describe('track', () => {
  afterEach(() => setAnalyticsSink(null));

  it('drops events by default and hands them to an installed sink', () => {
    expect(() => track('hero', 'start-free')).not.toThrow();
    const seen: AnalyticsEvent[] = [];
    setAnalyticsSink((event) => seen.push(event));
    track('pricing', 'premium');
    expect(seen).toEqual([{ category: 'pricing', label: 'premium' }]);
  });
});
