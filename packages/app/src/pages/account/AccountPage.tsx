import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { SIGN_UP_RULES } from '@winhub/api/contract/signUpRules';
import {
  ACCOUNT_TABS,
  AccountConsole,
  AccountReview,
  type AccountTab,
  ActivityPanel,
  PasswordPanel,
  ProfilePanel,
} from '@winhub/ui';
import { useAccountActions } from '../../api/account.ts';
import { accountActivityQuery, accountQuery, accountSessionsQuery } from '../../api/accountQueries.ts';
import { failureMessage } from '../../api/http.ts';
import { PasskeysSection } from './PasskeysSection.tsx';
import { SessionsSection } from './SessionsSection.tsx';
import { TwoFactorSection } from './TwoFactorSection.tsx';

const isTab = (tab: string | undefined): tab is AccountTab => ACCOUNT_TABS.some((known) => known === tab);

/**
 * The account console over the data the route's loader ensured; the tab lives on the address. After a
 * password reset (`review`) the passkeys, two-factor and sessions come first, on one page.
 */
export function AccountPage({ tab, review }: { tab: string | undefined; review: boolean }) {
  const navigate = useNavigate();
  const { data: account } = useSuspenseQuery(accountQuery());
  const { data: sessions } = useSuspenseQuery(accountSessionsQuery());
  const { data: activity } = useSuspenseQuery(accountActivityQuery());
  const actions = useAccountActions();
  const { updateProfile, resendVerification, changePassword } = actions;
  const profileError = updateProfile.error ?? resendVerification.error;

  const twoFactor = (
    <TwoFactorSection
      actions={actions}
      totpOn={account.twoFactor.totp}
      recoveryCodesLeft={account.twoFactor.recoveryCodesLeft}
    />
  );
  const passkeys = <PasskeysSection actions={actions} passkeys={account.passkeys} />;
  const sessionList = <SessionsSection actions={actions} sessions={sessions} />;

  if (review) {
    return (
      <AccountReview
        passkeys={passkeys}
        twoFactor={twoFactor}
        sessions={sessionList}
        onDone={() => void navigate({ to: '/account', search: {}, replace: true })}
      />
    );
  }
  return (
    <AccountConsole
      selectedTab={isTab(tab) ? tab : 'profile'}
      onTabChange={(next) => void navigate({ to: '/account', search: { tab: next }, replace: true })}
      panels={{
        profile: (
          <ProfilePanel
            {...account.profile}
            onSave={(fullName) => updateProfile.mutate(fullName)}
            isSaving={updateProfile.isPending}
            saved={updateProfile.isSuccess}
            onResendVerification={() => resendVerification.mutate()}
            isResending={resendVerification.isPending}
            resent={resendVerification.isSuccess}
            error={profileError ? failureMessage(profileError) : undefined}
          />
        ),
        password: (
          <PasswordPanel
            passwordRule={SIGN_UP_RULES.password}
            onSubmit={(change) => changePassword.mutate(change)}
            isPending={changePassword.isPending}
            done={changePassword.isSuccess}
            error={changePassword.isError ? failureMessage(changePassword.error) : undefined}
          />
        ),
        'two-factor': twoFactor,
        passkeys,
        sessions: sessionList,
        activity: <ActivityPanel events={activity} />,
      }}
    />
  );
}
