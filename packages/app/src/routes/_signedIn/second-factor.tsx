import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { SecondFactorRequired } from '@winhub/ui';
import { useState } from 'react';
import { useAccountActions } from '../../api/account.ts';
import { accountQuery } from '../../api/accountQueries.ts';
import { useOrganizationMoved } from '../../api/team.ts';
import { organizationsQuery } from '../../api/teamQueries.ts';
import * as layout from '../../layout.css.ts';
import { PageTitle } from '../../PageTitle.tsx';
import { PasskeysSection } from '../../pages/account/PasskeysSection.tsx';
import { TwoFactorSection } from '../../pages/account/TwoFactorSection.tsx';
import { passkeysSupported } from '../../session/passkeys.ts';
import { useSession } from '../../session/useSession.ts';

/**
 * Where the api's 403 `second_factor_required` sends the person (main.tsx): their organization requires a
 * second factor, set up here with the account page's own calls (an authenticator app, or a passkey),
 * then the dashboard.
 */
export const Route = createFileRoute('/_signedIn/second-factor')({
  staticData: { pageHeader: false },
  loader: async ({ context }) => (await context.queryClient.load()).ensureQueryData(accountQuery()),
  component: SecondFactorPage,
});

function SecondFactorPage() {
  const session = useSession();
  const navigate = useNavigate();
  const moved = useOrganizationMoved();
  const { data: account } = useSuspenseQuery(accountQuery());
  // the organization's name, when the api tells it before the factor is set up
  const organizations = useQuery({ ...organizationsQuery(), retry: false });
  const organizationName =
    organizations.data?.organizations.find(({ id }) => id === organizations.data.activeOrganizationId)
      ?.name ?? 'Your organization';
  const actions = useAccountActions();
  const [way, setWay] = useState<'authenticator' | 'passkey' | null>(null);

  const done = async () => {
    // the answers the refusal left failed are asked again
    await moved();
    await navigate({ to: '/dashboard' });
  };
  const chooseAnother = () => {
    actions.startTotp.reset();
    setWay(null);
  };

  return (
    <main className={layout.narrowPage}>
      <PageTitle page="Add a second factor" />
      <SecondFactorRequired
        organizationName={organizationName}
        passkeySupported={passkeysSupported()}
        onSetUpAuthenticator={() => setWay('authenticator')}
        onAddPasskey={() => setWay('passkey')}
        onSignOut={() => session.logout('/')}
        onChooseAnother={chooseAnother}
      >
        {way === 'authenticator' ? (
          <TwoFactorSection
            actions={actions}
            totpOn={account.twoFactor.totp}
            recoveryCodesLeft={account.twoFactor.recoveryCodesLeft}
            startAtOnce
            onDone={() => void done()}
          />
        ) : way === 'passkey' ? (
          <PasskeysSection actions={actions} passkeys={account.passkeys} onAdded={() => void done()} />
        ) : undefined}
      </SecondFactorRequired>
    </main>
  );
}
