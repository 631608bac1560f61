import { createFileRoute, Outlet } from '@tanstack/react-router';
import { Spinner } from '@winhub/ui';
import * as layout from '../layout.css.ts';
import { RouteError } from '../pages/RouteError.tsx';
import { RoutePending } from '../pages/RoutePending.tsx';
import { requireStoredSession } from '../session/require-session.ts';
import { useSessionGuard } from '../session/useSessionGuard.ts';

/**
 * Pages for signed-in users only: the session guard of spec §4 runs before they load; their loaders
 * fetch the page's data in parallel with its code.
 */
export const Route = createFileRoute('/_signedIn')({
  beforeLoad: ({ location }) => requireStoredSession(location.href),
  component: SignedInLayout,
  pendingComponent: RoutePending,
  errorComponent: RouteError,
});

function SignedInLayout() {
  const ready = useSessionGuard();
  if (!ready) {
    return (
      <main className={layout.centered}>
        <Spinner label="Checking your session..." />
      </main>
    );
  }
  return <Outlet />;
}
