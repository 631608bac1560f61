import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { EmailVerificationResult } from '@winhub/ui';
import { useEffect } from 'react';
import { emailVerificationQuery, resendVerificationMail } from '../api/account-recovery.ts';
import * as layout from '../layout.css.ts';
import { PageTitle } from '../page-title.tsx';
import { validateAccountLinkSearch } from '../search-params.ts';
import { hasStoredToken, useAuth } from '../session/AuthProvider.tsx';

/** The verification link of the sign-up mail: the loader spends the token once. */
export const Route = createFileRoute('/verify-email')({
  validateSearch: validateAccountLinkSearch,
  loaderDeps: ({ search }) => ({ token: search.token ?? '' }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(emailVerificationQuery(deps.token)),
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
  const { revalidate } = useAuth();
  const signedIn = hasStoredToken();
  const resend = useMutation({ mutationFn: resendVerificationMail });

  // The stored user still says "not verified": the server's word replaces it.
  const verified = outcome.state === 'verified';
  useEffect(() => {
    if (verified && signedIn) revalidate();
  }, [verified, signedIn, revalidate]);

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
