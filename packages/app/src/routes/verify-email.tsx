import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { EmailVerificationResult } from '@winhub/ui';
import { emailVerificationQuery, resendVerificationMail } from '../api/accountRecovery.ts';
import * as layout from '../layout.css.ts';
import { PageTitle } from '../PageTitle.tsx';
import { validateAccountLinkSearch } from '../searchParams.ts';
import { useSession } from '../session/useSession.ts';

/** The verification link of the sign-up mail: the loader spends the token once. */
export const Route = createFileRoute('/verify-email')({
  validateSearch: validateAccountLinkSearch,
  loaderDeps: ({ search }) => ({ token: search.token ?? '' }),
  loader: async ({ context, deps }) => {
    const queryClient = await context.queryClient.load();
    const outcome = await queryClient.ensureQueryData(emailVerificationQuery(deps.token));
    // the stored user still says "not verified": the server's word replaces it
    if (outcome.state === 'verified' && context.session.isStored()) context.session.revalidate();
  },
  pendingComponent: VerifyingPage,
  component: VerifyEmailPage,
});

function VerifyingPage() {
  return (
    <main className={layout.centered}>
      <PageTitle page="Verify your email" />
      <EmailVerificationResult state="verifying" />
    </main>
  );
}

function VerifyEmailPage() {
  const { token } = Route.useLoaderDeps();
  const { data: outcome } = useSuspenseQuery(emailVerificationQuery(token));
  const signedIn = useSession().isStored();
  const resend = useMutation({ mutationFn: resendVerificationMail });

  const verified = outcome.state === 'verified';

  return (
    <main className={layout.centered}>
      <PageTitle page="Verify your email" />
      <EmailVerificationResult
        state={outcome.state}
        email={outcome.state === 'verified' ? outcome.email : undefined}
        continueHref={signedIn ? '/dashboard' : '/login'}
        onResend={signedIn && !verified ? () => resend.mutate() : undefined}
        isResending={resend.isPending}
        resent={resend.isSuccess}
      />
    </main>
  );
}
