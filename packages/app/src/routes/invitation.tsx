import { createFileRoute } from '@tanstack/react-router';
import { InvitationPage } from '@winhub/ui';
import { useInvitationFlow } from '../flows/useInvitationFlow.ts';
import * as layout from '../layout.css.ts';
import { PageTitle } from '../PageTitle.tsx';
import { validateAccountLinkSearch } from '../searchParams.ts';

/**
 * An invitation mail's link (`/invitation?token=…`): the page the api's lookup names (sign up with the
 * invited address, sign in, accept, a refusal naming the invited address, or why the link no longer works).
 * The address is read with plain checks, as every page's is (no schema library in the first load); the
 * token is checked against the contract's schema by the page's own code before it is sent.
 */
export const Route = createFileRoute('/invitation')({
  validateSearch: validateAccountLinkSearch,
  component: InvitationRoute,
});

function InvitationRoute() {
  const { token = '' } = Route.useSearch();
  const flow = useInvitationFlow(token);
  return (
    <main className={layout.centered}>
      <PageTitle page="Invitation" />
      <InvitationPage {...flow} />
    </main>
  );
}
