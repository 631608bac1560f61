import { timing } from '@winhub/tokens/values';

/**
 * Share of the services section that must be visible before the orbit animates in: 0.3
 * (docs/product/landing.md, "Services orbit").
 */
export const servicesRevealThreshold = timing.servicesRevealThreshold;

/**
 * Whether an IntersectionObserver entry reveals the orbit. The app observes the section with
 * `{ threshold: servicesRevealThreshold }` and sets `revealed` once this returns true.
 */
export function shouldRevealServices(entry: { isIntersecting: boolean; intersectionRatio: number }): boolean {
  return entry.isIntersecting && entry.intersectionRatio >= servicesRevealThreshold;
}
