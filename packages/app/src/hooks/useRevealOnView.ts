import { servicesRevealThreshold, shouldRevealServices } from '@winhub/ui';
import { useEffect, useState } from 'react';

/**
 * True once the element with this id has been at least 30 % visible; it stays true
 * (docs/product/landing.md, "Services orbit").
 */
export function useRevealOnView(elementId: string): boolean {
  const [revealed, setRevealed] = useState(false);

  useEffect(() => {
    const element = document.getElementById(elementId);
    if (!element || revealed) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some(shouldRevealServices)) {
          setRevealed(true);
          observer.disconnect();
        }
      },
      { threshold: servicesRevealThreshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [elementId, revealed]);

  return revealed;
}
