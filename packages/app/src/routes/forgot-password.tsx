import { useMutation } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ExternalAccountNotice, ForgotPasswordForm } from '@winhub/ui';
import { requestPasswordReset } from '../api/accountRecovery.ts';
import { useRuntimeConfig } from '../api/config.ts';
import { failureMessage } from '../api/http.ts';
import * as layout from '../layout.css.ts';
import { PageTitle } from '../PageTitle.tsx';

/** "Forgot password?" of /login and of the provider's screen: a reset link by mail. */
export const Route = createFileRoute('/forgot-password')({ component: ForgotPasswordPage });

function ForgotPasswordPage() {
  const config = useRuntimeConfig();
  const request = useMutation({ mutationFn: requestPasswordReset });
  return (
    <main className={layout.centered}>
      <PageTitle page="Reset your password" />
      {config?.accountsAtProvider ? (
        <ExternalAccountNotice
          providerName={new URL(config.authIssuer).host}
          topic="Passwords are reset there."
        />
      ) : (
        <ForgotPasswordForm
          onSubmit={(email) => request.mutate(email)}
          isPending={request.isPending}
          sentTo={request.isSuccess ? request.variables : null}
          error={request.isError ? failureMessage(request.error) : undefined}
          signInHref="/login"
        />
      )}
    </main>
  );
}
