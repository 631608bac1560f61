import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ExternalAccountNotice } from '@winhub/ui';
import { accountActivityQuery, accountQuery, accountSessionsQuery } from '../../api/accountQueries.ts';
import { runtimeConfigQuery } from '../../api/config.ts';
import * as layout from '../../layout.css.ts';
import { PageTitle } from '../../PageTitle.tsx';
import { AccountPage } from '../../pages/account/AccountPage.tsx';
import { validateAccountSearch } from '../../searchParams.ts';

/**
 * The provider's account page (profile, password, two-factor, passkeys, sessions, activity); with an
 * external provider these belong to the operator's provider, and the page says so.
 */
export const Route = createFileRoute('/_signedIn/account')({
  validateSearch: validateAccountSearch,
  loader: async ({ context }) => {
    const queryClient = await context.queryClient.load();
    const config = await queryClient.ensureQueryData(runtimeConfigQuery());
    if (config.accountsAtProvider) return;
    await Promise.all([
      queryClient.ensureQueryData(accountQuery()),
      queryClient.ensureQueryData(accountSessionsQuery()),
      queryClient.ensureQueryData(accountActivityQuery()),
    ]);
  },
  component: AccountRoute,
});

function AccountRoute() {
  const { data: config } = useSuspenseQuery(runtimeConfigQuery());
  const { tab, review } = Route.useSearch();
  return (
    <>
      <PageTitle page="Your account" />
      <main className={layout.narrowPage}>
        {config.accountsAtProvider ? (
          <ExternalAccountNotice
            providerName={new URL(config.authIssuer).host}
            topic="Your password, second factors and sign-ins are managed there."
          />
        ) : (
          <AccountPage tab={tab} review={review !== undefined} />
        )}
      </main>
    </>
  );
}
