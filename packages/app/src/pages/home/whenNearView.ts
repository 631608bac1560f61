/**
 * Resolves once the prerendered element `selector` comes near the viewport: a section below the
 * first screen asks for its code (and hydrates) only then, so a visit's load hydrates the first
 * screen alone. Resolves at once when there is nothing to wait for: while prerendering, or when the
 * element is not in the page (a visit that arrives by navigation renders the section fresh).
 */
export function whenNearView(selector: string): Promise<void> {
  if (typeof document === 'undefined' || typeof IntersectionObserver === 'undefined')
    return Promise.resolve();
  const element = document.querySelector(selector);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      // half a screen ahead: the code is usually in before the section is
      { rootMargin: '50% 0px' },
    );
    observer.observe(element);
  });
}
