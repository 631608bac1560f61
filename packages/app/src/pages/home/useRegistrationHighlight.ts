import { useCallback, useEffect, useRef, useState } from 'react';
import { scrollSmoothly } from '../../browser/scrollSmoothly.ts';

export const registrationSectionId = 'registration-section';
/**
 * How long the registration section stays highlighted (docs/product/landing.md, "Registration highlight").
 */
export const registrationHighlightMs = 3000;

/** Scrolls to the registration section (and highlights it unless told not to); false when there is none. */
export type RevealRegistration = (options?: { highlight?: boolean }) => boolean;

/**
 * Scrolls smoothly to the registration section, centres it and highlights it for 3 s.
 * `reveal` answers false when the page has no registration section. `sectionCode` is the section's
 * code as it loads: the highlight waits for it, so it never reaches a section still hydrating (React
 * would drop its HTML for the fallback).
 */
export function useRegistrationHighlight(sectionCode: () => Promise<unknown> = () => Promise.resolve()) {
  const [highlighted, setHighlighted] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const reveal = useCallback<RevealRegistration>(
    (options = {}) => {
      const section = document.getElementById(registrationSectionId);
      if (!section) return false;
      scrollSmoothly(section, 'center');
      if (options.highlight ?? true) {
        void sectionCode().then(() => {
          setHighlighted(true);
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => setHighlighted(false), registrationHighlightMs);
        });
      }
      return true;
    },
    [sectionCode],
  );

  return { highlighted, reveal };
}
