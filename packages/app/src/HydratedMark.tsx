import { useEffect } from 'react';
import { announceHydrated } from './earlyInput.ts';

/**
 * Placed beside a lazily loaded part of a prerendered page, inside its Suspense boundary: once the
 * part has hydrated, presses and text held for it (earlyInput.ts) reach its code.
 */
export function HydratedMark() {
  useEffect(announceHydrated, []);
  return null;
}
