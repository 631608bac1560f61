import { inAppHref } from './inAppHref.ts';
import type { AppRouter } from './router.ts';

/** A link hovered, focused or pressed again within this time is not preloaded again. */
const repeatMs = 2000;
/** As the router's own links (defaultPreloadDelay): a pointer that only passes over starts nothing. */
const intentDelayMs = 50;

/**
 * The ui kit's links (react-aria's, routed through the router by __root.tsx) are not the router's own
 * `<Link>`, which preloads on intent (`defaultPreload: 'intent'`): a hover or focus of any in-app link
 * preloads its route's code and data the same way, so the press finds them there. A press (pointerdown)
 * preloads at once: the link navigates only at the press's end (click), and its page's data is on its
 * way by then; the focus the press gives the link starts nothing more. Answers a function that stops it.
 */
export function preloadLinksOnIntent(router: AppRouter): () => void {
  const preloaded = new Map<string, number>();
  let pending: number | undefined;
  const cancel = () => window.clearTimeout(pending);
  const preload = (href: string) => {
    if (performance.now() - (preloaded.get(href) ?? Number.NEGATIVE_INFINITY) < repeatMs) return;
    preloaded.set(href, performance.now());
    // by href, as the ui kit's links navigate (__root.tsx): the router builds the location from it
    router
      .preloadRoute({ href } as unknown as Parameters<AppRouter['preloadRoute']>[0])
      .catch(() => undefined);
  };
  const intent = (event: Event) => {
    const href = inAppHref(event);
    if (href === null) return;
    cancel();
    pending = window.setTimeout(() => preload(href), intentDelayMs);
  };
  const press = (event: PointerEvent) => {
    cancel();
    const href = event.button === 0 ? inAppHref(event) : null;
    if (href !== null) preload(href);
  };
  const intents = ['pointerover', 'focusin'] as const;
  for (const type of intents) window.addEventListener(type, intent, { capture: true, passive: true });
  window.addEventListener('pointerout', cancel, true);
  window.addEventListener('pointerdown', press, { capture: true, passive: true });
  return () => {
    cancel();
    for (const type of intents) window.removeEventListener(type, intent, { capture: true });
    window.removeEventListener('pointerout', cancel, true);
    window.removeEventListener('pointerdown', press, { capture: true });
  };
}
