import { createRootRoute, lazyRouteComponent, Outlet, useRouter } from '@tanstack/react-router';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { useBusinessDomainFlag } from '../session/useBusinessDomainFlag.ts';

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: lazyRouteComponent(() => import('../pages/NotFoundPage.tsx'), 'NotFoundPage'),
});

/** Links of the ui kit (react-aria) navigate inside the app instead of reloading it. */
function RootLayout() {
  const router = useRouter();
  useBusinessDomainFlag();
  return (
    <AriaRouterProvider navigate={(href) => void router.navigate({ href })}>
      <Outlet />
    </AriaRouterProvider>
  );
}
