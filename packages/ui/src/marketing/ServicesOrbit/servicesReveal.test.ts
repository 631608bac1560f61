import { describe, expect, it } from 'vitest';
import { servicesRevealThreshold, shouldRevealServices } from './servicesReveal.ts';

describe('shouldRevealServices', () => {
  it('uses the 30 % visibility threshold of the spec', () => {
    expect(servicesRevealThreshold).toBe(0.3);
  });

  it('reveals once at least 30 % of the section is visible', () => {
    expect(shouldRevealServices({ isIntersecting: true, intersectionRatio: 0.3 })).toBe(true);
    expect(shouldRevealServices({ isIntersecting: true, intersectionRatio: 0.75 })).toBe(true);
  });

  it('waits while less than 30 % is visible or the section is off screen', () => {
    expect(shouldRevealServices({ isIntersecting: true, intersectionRatio: 0.29 })).toBe(false);
    expect(shouldRevealServices({ isIntersecting: false, intersectionRatio: 0.5 })).toBe(false);
  });
});
