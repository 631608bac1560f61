import type { AppRouter } from './router.ts';

/** A link hovered or focused again within this time is not preloaded again. */
const repeatMs = 2000;
/** As the router's own links (defaultPreloadDelay): a pointer that only passes over starts nothing. */
const intentDelayMs = 50;

/**
 * The ui kit's links (react-aria's, routed through the router by __root.tsx) are not the router's own
 * `<Link>`, which preloads on intent (`defaultPreload: 'intent'`): a hover or focus of any in-app link
 * preloads its route's code and data the same way, so the press finds them there. A press within the
 * delay navigates at once (the navigation loads the page itself). Answers a function that stops it.
 */
export function preloadLinksOnIntent(router: AppRouter): () => void {
  const preloaded = new Map<string, number>();
  let pending: number | undefined;
  const cancel = () => window.clearTimeout(pending);
  const intent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    if (link.pathname === window.location.pathname) return;
    const href = link.pathname + link.search;
    if (performance.now() - (preloaded.get(href) ?? Number.NEGATIVE_INFINITY) < repeatMs) return;
    cancel();
    pending = window.setTimeout(() => {
      preloaded.set(href, performance.now());
      // by href, as the ui kit's links navigate (__root.tsx): the router builds the location from it
      router
        .preloadRoute({ href } as unknown as Parameters<AppRouter['preloadRoute']>[0])
        .catch(() => undefined);
    }, intentDelayMs);
  };
  const intents = ['pointerover', 'focusin'] as const;
  const ends = ['pointerout', 'pointerdown'] as const;
  for (const type of intents) window.addEventListener(type, intent, { capture: true, passive: true });
  for (const type of ends) window.addEventListener(type, cancel, true);
  return () => {
    cancel();
    for (const type of intents) window.removeEventListener(type, intent, { capture: true });
    for (const type of ends) window.removeEventListener(type, cancel, true);
  };
}
