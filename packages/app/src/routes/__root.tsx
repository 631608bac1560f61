import { createRootRouteWithContext, lazyRouteComponent, Outlet, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import type { RouterContext } from '../router.ts';
import { useBusinessDomainFlag } from '../session/useBusinessDomainFlag.ts';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: lazyRouteComponent(() => import('../pages/NotFoundPage.tsx'), 'NotFoundPage'),
});

/** Links of the ui kit (react-aria) navigate inside the app instead of reloading it. */
function RootLayout() {
  const router = useRouter();
  // one function for the app's life: a new one would be a changed context value, and React would
  // render anew every prerendered part still waiting for its code
  const navigate = useCallback((href: string) => void router.navigate({ href }), [router]);
  return (
    <AriaRouterProvider navigate={navigate}>
      <BusinessDomainFlag />
      <Outlet />
    </AriaRouterProvider>
  );
}

/** Its own component: the config's arrival renders only this again. */
function BusinessDomainFlag() {
  useBusinessDomainFlag();
  return null;
}
