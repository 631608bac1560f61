import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';

/** What every route's beforeLoad and loader receive. */
export type RouterContext = { queryClient: QueryClient };

/**
 * The app's router. The prerender step builds one on a memory history and the browser one on the
 * address bar; both render the same tree (`isServer: false`), so the browser hydrates the
 * prerendered HTML without a mismatch.
 */
export function createAppRouter(
  queryClient: QueryClient,
  server?: { history: RouterHistory; origin: string },
) {
  return createRouter({
    routeTree,
    history: server?.history,
    origin: server?.origin,
    context: { queryClient },
    isServer: false,
    defaultPreload: 'intent',
    // the loader's data is the query cache's: the router does not keep its own copy fresh
    defaultPreloadStaleTime: 0,
    scrollRestoration: !server,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
