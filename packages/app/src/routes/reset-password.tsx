import { useMutation } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { SIGN_UP_RULES } from '@winhub/api/contract/signUpRules';
import { ResetPasswordForm } from '@winhub/ui';
import { confirmPasswordReset, linkRefusal } from '../api/accountRecovery.ts';
import { failureMessage } from '../api/http.ts';
import * as layout from '../layout.css.ts';
import { PageTitle } from '../PageTitle.tsx';
import { validateAccountLinkSearch } from '../searchParams.ts';

/** The reset link of the mail: a new password, with the sign-up's rules; every session then ends. */
export const Route = createFileRoute('/reset-password')({
  validateSearch: validateAccountLinkSearch,
  component: ResetPasswordPage,
});

/** After the reset, the sign-in lands on the review of every way into the account (a planted passkey survives a reset). */
const SIGN_IN_THEN_REVIEW = `/login?returnTo=${encodeURIComponent('/account?review=1')}`;

function ResetPasswordPage() {
  const { token = '' } = Route.useSearch();
  const reset = useMutation({ mutationFn: (password: string) => confirmPasswordReset(token, password) });
  const refusedLink = reset.isError ? linkRefusal(reset.error) : null;
  const state = !token ? 'invalid' : reset.isSuccess ? 'done' : (refusedLink ?? 'form');
  return (
    <main className={layout.centered}>
      <PageTitle page="Choose a new password" />
      <ResetPasswordForm
        passwordRule={SIGN_UP_RULES.password}
        state={state}
        onSubmit={(password) => reset.mutate(password)}
        isPending={reset.isPending}
        error={reset.isError && !refusedLink ? failureMessage(reset.error) : undefined}
        signInHref={state === 'done' ? SIGN_IN_THEN_REVIEW : '/login'}
        forgotHref="/forgot-password"
      />
    </main>
  );
}
