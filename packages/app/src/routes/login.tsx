import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router';
import { SecondFactorForm, SignInForm } from '@winhub/ui';
import { useRuntimeConfig } from '../api/config.ts';
import { loadToastRegion } from '../feedback/ToastProvider.tsx';
import { requiredFieldsMessage, useSignIn } from '../flows/useSignIn.ts';
import * as layout from '../layout.css.ts';
import { PageTitle } from '../PageTitle.tsx';
import { validateRedirectSearch } from '../searchParams.ts';
import { passkeysSupported } from '../session/passkeys.ts';
import { safeReturnPath } from '../session/returnTo.ts';
import { servedProviderHost } from '../session/servedIdentity.ts';

export const Route = createFileRoute('/login')({
  validateSearch: validateRedirectSearch,
  // a submit pressed while the page hydrates is answered with a toast: its code comes meanwhile
  loader: loadToastRegion,
  component: LoginPage,
});

function LoginPage() {
  const search = Route.useSearch();
  const { origin } = useRouter();
  const navigate = useNavigate();
  const config = useRuntimeConfig();
  const { signIn, isPending, secondFactor, submitCode, passkeySignIn, cancelSecondFactor } = useSignIn({
    returnTo: safeReturnPath(search.returnTo, origin),
    target: search.target ?? null,
  });
  // the page was served for the install: an external provider's host is known before the config comes
  const providerHost = config
    ? config.accountsAtProvider
      ? new URL(config.authIssuer).host
      : null
    : servedProviderHost();
  const embedded = config ? !config.accountsAtProvider : providerHost === null ? undefined : false;

  if (secondFactor) {
    return (
      <main className={layout.centered}>
        <PageTitle page="Two-factor authentication" />
        <SecondFactorForm
          methods={secondFactor.methods}
          isPending={isPending}
          error={secondFactor.error}
          onSubmitCode={(code) => void submitCode(code)}
          onUsePasskey={passkeysSupported() ? () => void passkeySignIn() : undefined}
          onCancel={cancelSecondFactor}
        />
      </main>
    );
  }
  return (
    <main className={layout.centered}>
      <PageTitle page="Sign in" />
      <SignInForm
        isPending={isPending}
        onSubmit={(values) => void signIn(values)}
        onForgotPassword={() => void navigate({ to: '/forgot-password' })}
        onPasskey={embedded && passkeysSupported() ? () => void passkeySignIn() : undefined}
        passkeyUndecided={embedded === undefined}
        passwordAtProvider={providerHost ?? undefined}
        requiredNotice={requiredFieldsMessage}
      />
    </main>
  );
}
