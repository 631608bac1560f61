import type { AppRouter } from './router.ts';

/** A link hovered, focused or touched again within this time is not preloaded again. */
const repeatMs = 2000;

/**
 * The ui kit's links (react-aria's, routed through the router by __root.tsx) are not the router's own
 * `<Link>`, which preloads on intent (`defaultPreload: 'intent'`): a hover, focus or touch of any
 * in-app link preloads its route's code and data the same way, so the press finds them there. Answers a
 * function that stops it.
 */
export function preloadLinksOnIntent(router: AppRouter): () => void {
  const preloaded = new Map<string, number>();
  const intent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    if (link.pathname === window.location.pathname) return;
    const href = link.pathname + link.search;
    const now = performance.now();
    if (now - (preloaded.get(href) ?? Number.NEGATIVE_INFINITY) < repeatMs) return;
    preloaded.set(href, now);
    // a preload that fails (a guard's redirect, the network) leaves the press to load as it would
    // by href, as the ui kit's links navigate (__root.tsx): the router builds the location from it
    router
      .preloadRoute({ href } as unknown as Parameters<AppRouter['preloadRoute']>[0])
      .catch(() => undefined);
  };
  const types = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const type of types) window.addEventListener(type, intent, { capture: true, passive: true });
  return () => {
    for (const type of types) window.removeEventListener(type, intent, { capture: true });
  };
}
