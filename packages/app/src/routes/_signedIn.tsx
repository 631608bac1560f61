import { createFileRoute, Outlet } from '@tanstack/react-router';
import { Spinner } from '@winhub/ui';
import * as layout from '../layout.css.ts';
import { useSessionGuard } from '../session/useSessionGuard.ts';

/** Pages for signed-in users only: the session guard of spec §4 runs before they render. */
export const Route = createFileRoute('/_signedIn')({ component: SignedInLayout });

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
