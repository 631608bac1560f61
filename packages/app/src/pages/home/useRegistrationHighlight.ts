import { useCallback, useEffect, useRef, useState } from 'react';
import { scrollSmoothly } from '../../browser/scrollSmoothly.ts';
import { whenHydrated } from '../../earlyInput.ts';

export const registrationSectionId = 'registration-section';
/**
 * How long the registration section stays highlighted (docs/product/landing.md, "Registration highlight").
 */
export const registrationHighlightMs = 3000;

/** Scrolls to the registration section (and highlights it unless told not to); false when there is none. */
export type RevealRegistration = (options?: { highlight?: boolean }) => boolean;

/**
 * Scrolls smoothly to the registration section, centres it and highlights it for 3 s.
 * `reveal` answers false when the page has no registration section. The highlight waits for the section
 * to have hydrated: reaching it while it still waits for its code would make React drop its HTML and
 * render it anew (the section went blank for a moment, and a glide on its way lost it).
 */
export function useRegistrationHighlight() {
  const [highlighted, setHighlighted] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const reveal = useCallback<RevealRegistration>((options = {}) => {
    const section = document.getElementById(registrationSectionId);
    if (!section) return false;
    scrollSmoothly(section, 'center');
    if (options.highlight ?? true) {
      void whenHydrated(section).then(() => {
        setHighlighted(true);
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(() => setHighlighted(false), registrationHighlightMs);
      });
    }
    return true;
  }, []);

  return { highlighted, reveal };
}
