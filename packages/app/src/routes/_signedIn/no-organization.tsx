import { createFileRoute } from '@tanstack/react-router';
import { NoOrganization } from '@winhub/ui';
import * as layout from '../../layout.css.ts';
import { PageTitle } from '../../PageTitle.tsx';
import { useSession, useSessionState } from '../../session/useSession.ts';

/**
 * Where the api's 403 `no_organization` sends the person (main.tsx): they belong to no organization any
 * more. The page asks nothing about one, so it never refuses again; an invitation link still opens.
 */
export const Route = createFileRoute('/_signedIn/no-organization')({
  staticData: { pageHeader: false },
  component: NoOrganizationPage,
});

function NoOrganizationPage() {
  const session = useSession();
  const state = useSessionState();
  return (
    <main className={layout.centered}>
      <PageTitle page="No organization" />
      <NoOrganization
        email={state.status === 'authenticated' ? state.user.email : undefined}
        onSignOut={() => session.logout('/')}
      />
    </main>
  );
}
