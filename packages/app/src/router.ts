import { createRouter, type RouterHistory } from '@tanstack/react-router';
import type { LazyQueryClient } from './api/lazyQueryClient.ts';
import { routeTree } from './routeTree.gen.ts';
import type { Session } from './session/session.ts';

/**
 * What every route's beforeLoad and loader receive as `context`, and components through the router
 * (`useSession`, `QueryCacheProvider`): the session's owner and the query cache, both made by the entry
 * (main.tsx, entryServer.tsx).
 */
export type RouterContext = { session: Session; queryClient: LazyQueryClient };

/**
 * Scroll restoration, except on a page's first render when the person has already scrolled: a
 * prerendered page shows before its code, and its hydration must not throw them back to the top.
 * Whether they have is read here, while the painted page's layout is still clean, and then from scroll
 * events: read on the first render, `scrollY` would force a layout of the whole page just built (about
 * 70 ms at a phone's speed on a signed-in page).
 */
function keepEarlyScroll(): () => boolean {
  let scrolledBeforeCode = window.scrollY !== 0;
  const noteScroll = () => {
    scrolledBeforeCode = true;
  };
  window.addEventListener('scroll', noteScroll, { passive: true, once: true });
  let firstRender = true;
  return () => {
    if (!firstRender) return true;
    firstRender = false;
    window.removeEventListener('scroll', noteScroll);
    return !scrolledBeforeCode;
  };
}

/**
 * The app's router. The prerender step builds one on a memory history and the browser one on the
 * address bar; both render the same tree (`isServer: false`), so the browser hydrates the
 * prerendered HTML without a mismatch.
 */
export function createAppRouter(context: RouterContext, server?: { history: RouterHistory; origin: string }) {
  return createRouter({
    routeTree,
    history: server?.history,
    origin: server?.origin,
    context,
    isServer: false,
    defaultPreload: 'intent',
    // the loader's data is the query cache's: the router does not keep its own copy fresh
    defaultPreloadStaleTime: 0,
    scrollRestoration: server ? false : keepEarlyScroll(),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** false: a signed-in page that is a screen of its own, without the app's header (/second-factor) */
    pageHeader?: boolean;
  }
}
