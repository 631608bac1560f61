import { inAppLink } from './inAppHref.ts';
import type { AppRouter } from './router.ts';

/** Whether React has claimed the element as it hydrated its part (it keeps its fiber on each). */
const claimedByReact = (element: Element) =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/**
 * Once the app runs, a press on an in-app link of a prerendered part whose code has not come yet (the
 * home page's parts hydrate one by one: earlyInput.ts keeps React out of them until then) changes the
 * page inside the app, as the link will once its part has hydrated, instead of loading the next page
 * whole: on a slow phone that is the difference between the page shown at once (its code preloaded
 * on the press, preloadOnIntent.ts) and a new document to parse, style and run. A press with a
 * modifier (a new tab or window), another button, or on an address no route of the app serves (the
 * api's pages) keeps the browser's own navigation. Answers a function that stops it.
 */
export function routeUnhydratedLinks(router: AppRouter): () => void {
  const click = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = inAppLink(event);
    if (!link || claimedByReact(link) || !router.getMatchedRoutes(link.pathname)[2]) return;
    event.preventDefault();
    void router.navigate({ href: link.pathname + link.search });
  };
  // in the capture phase: earlyInput.ts stops a press on a part not hydrated from going further
  window.addEventListener('click', click, true);
  return () => window.removeEventListener('click', click, true);
}
