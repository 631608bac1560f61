import { createFileRoute, Outlet } from '@tanstack/react-router';
import { Spinner } from '@winhub/ui';
import * as layout from '../layout.css.ts';
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
  if (leaving) {
    return (
      <main className={layout.centered}>
        <Spinner label="Checking your session..." />
      </main>
    );
  }
  return <Outlet />;
}
