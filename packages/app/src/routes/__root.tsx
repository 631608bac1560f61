import {
  createRootRouteWithContext,
  lazyRouteComponent,
  Outlet,
  useMatches,
  useRouter,
} from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { preloadLinksOnIntent } from '../preloadOnIntent.ts';
import { routeInAppAnchors } from '../routeInAppAnchors.ts';
import type { RouterContext } from '../router.ts';

// Every page but the landing page reads or changes api data: the query cache (the context's) and its
// code (about 13 KB gzip), with react-aria's page language, load before they render, and stay out of the
// landing page's first load. The landing page's registration section waits for them itself
// (pages/home/HomeRegistration.tsx).
const PageProviders = lazyRouteComponent(() => import('../PageProviders.tsx'), 'PageProviders');
const landingPath = '/';

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ location, context }) => {
    if (location.pathname !== landingPath)
      await Promise.all([PageProviders.preload?.(), context.queryClient.load()]);
  },
  component: RootLayout,
  notFoundComponent: lazyRouteComponent(() => import('../pages/NotFoundPage.tsx'), 'NotFoundPage'),
});

/**
 * Links of the ui kit (react-aria's and plain anchors) navigate inside the app instead of reloading it,
 * and preload their page on intent as the router's own links do; so do the links of prerendered parts
 * still waiting for their code.
 */
function RootLayout() {
  const router = useRouter();
  // one function for the app's life: a new one would be a changed context value, and React would
  // render anew every prerendered part still waiting for its code
  const navigate = useCallback((href: string) => void router.navigate({ href }), [router]);
  useEffect(() => preloadLinksOnIntent(router), [router]);
  useEffect(() => routeInAppAnchors(router), [router]);
  // the page shown, not the one loading: a page is wrapped (or not) only when it replaces another
  const landing = useMatches({ select: (matches) => matches.at(-1)?.routeId === landingPath });
  return (
    <AriaRouterProvider navigate={navigate}>
      {landing ? (
        <Outlet />
      ) : (
        <PageProviders>
          <Outlet />
        </PageProviders>
      )}
    </AriaRouterProvider>
  );
}
