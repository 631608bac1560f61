import { sameOriginLink } from './inAppHref.ts';
import type { AppRouter } from './router.ts';

/** Whether React has claimed the element as it hydrated its part (it keeps its fiber on each). */
const claimedByReact = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/**
 * Once the app runs, a press on an in-app anchor changes the page inside the app instead of loading the
 * next page whole: on a slow phone that is the difference between the page shown at once (its code
 * preloaded on the press, preloadOnIntent.ts) and a new document to parse, style and run. Two kinds:
 * - the links of a prerendered part whose code has not come yet (the home page's parts hydrate one by
 *   one: earlyInput.ts keeps React out of them until then), routed as they will be once hydrated;
 * - the plain anchors of the ui kit (the app header's links), which run no script of their own: routed
 *   once React has had the click and nothing prevented it (a react-aria `Link` routes itself, and says so).
 * A press with a modifier (a new tab or window), another button, on an address no route of the app
 * serves (the api's pages) or on a place in this page (`#…`) keeps the browser's own navigation. Answers
 * a function that stops it.
 */
export function routeInAppAnchors(router: AppRouter): () => void {
  const route = (event: MouseEvent, claimed: boolean) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = sameOriginLink(event);
    if (!link || claimedByReact(link) !== claimed || !router.getMatchedRoutes(link.pathname)[2]) return;
    // a place on this page (its hash) is the browser's to scroll to; this page itself is not loaded again
    if (link.hash && link.pathname === window.location.pathname) return;
    event.preventDefault();
    void router.navigate({ href: link.pathname + link.search });
  };
  // in the capture phase: earlyInput.ts stops a press on a part not hydrated from going further
  const unhydrated = (event: MouseEvent) => route(event, false);
  // after React's own listeners, at the root, have had the click
  const hydrated = (event: MouseEvent) => route(event, true);
  window.addEventListener('click', unhydrated, true);
  window.addEventListener('click', hydrated);
  return () => {
    window.removeEventListener('click', unhydrated, true);
    window.removeEventListener('click', hydrated);
  };
}
