import { createFileRoute, Outlet, useMatches, useRouter } from '@tanstack/react-router';
import { Spinner } from '@winhub/ui';
import { useEffect } from 'react';
import * as layout from '../layout.css.ts';
import { loadNavigationPages } from '../loadNavigationPages.ts';
import { navigationPages } from '../navigationPages.ts';
import { AppPageHeader } from '../pages/AppPageHeader.tsx';
import { RouteError } from '../pages/RouteError.tsx';
import { RoutePending } from '../pages/RoutePending.tsx';
import { checkSignedInSession, requireStoredToken } from '../session/signedInGuard.ts';
import { useSessionWatch } from '../session/useSessionWatch.ts';

/**
 * Pages for signed-in users only: the guard (docs/product/sign-in-and-session.md, "Session guard") runs
 * before they load, and validates the token while their own loaders fetch the page's data.
 */
export const Route = createFileRoute('/_signedIn')({
  beforeLoad: ({ context, location }) => requireStoredToken(context.session, location.href),
  loader: ({ context, location }) => checkSignedInSession(context.session, location.href),
  component: SignedInLayout,
  pendingComponent: RoutePending,
  errorComponent: RouteError,
});

function SignedInLayout() {
  const { leaving } = Route.useLoaderData();
  useSessionWatch(!leaving);
  const router = useRouter();
  // where the app's navigation leads: its pages' data and code are here before the press
  useEffect(() => loadNavigationPages(router, navigationPages), [router]);
  const withHeader = useMatches({ select: (matches) => matches.at(-1)?.staticData.pageHeader !== false });
  if (leaving) {
    return (
      <main className={layout.centered}>
        <Spinner label="Checking your session..." />
      </main>
    );
  }
  // the header is the layout's: a page change renders the page alone, not a new header
  return (
    <>
      {withHeader && <AppPageHeader />}
      <Outlet />
    </>
  );
}
