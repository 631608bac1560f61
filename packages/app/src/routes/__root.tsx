import { createRootRoute, Outlet, useRouter } from '@tanstack/react-router';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { useBusinessDomainFlag } from '../session/useBusinessDomainFlag.ts';

export const Route = createRootRoute({ component: RootLayout, notFoundComponent: NotFoundPage });

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
