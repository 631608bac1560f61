import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AuthCallbackStatus, portugueseLang, texts } from '@winhub/ui';
import { useEffect } from 'react';
import { requestServiceHandoff } from '../api/auth.ts';
import { openInNewTabOrHere } from '../browser/openInNewTab.ts';
import {
  callbackErrorRedirectMs,
  callbackRedirectMs,
  completeSignIn,
  type SignInOutcome,
} from '../flows/completeSignIn.ts';
import { useSettledValue } from '../hooks/useSettledValue.ts';
import { PageTitle } from '../PageTitle.tsx';

/**
 * The provider's redirect_uri: its query string is read whole (code, state, iss, token, flow…). The
 * loader starts the sign-in once per visit (never on a preload) and the page shows it as it goes.
 */
export const Route = createFileRoute('/auth-callback')({
  loader: ({ context, preload }) => ({ outcome: preload ? null : completeSignIn(context.session) }),
  staleTime: Number.POSITIVE_INFINITY,
  shouldReload: false,
  component: AuthCallbackPage,
});

function AuthCallbackPage() {
  const result = useSettledValue(Route.useLoaderData().outcome);
  return (
    <>
      <PageTitle page={texts.pt('pageTitle.authCallback')} />
      {result ? <SignInResult result={result} /> : <AuthCallbackStatus status="loading" />}
    </>
  );
}

function SignInResult({ result }: { result: SignInOutcome }) {
  const navigate = useNavigate();

  // 1.5 s after success, 3 s after a provider's error (docs/product/sign-in-and-session.md, "Auth callback")
  useEffect(() => {
    if (result.status === 'error' && !result.goingHome) return;
    const leave = () => {
      if (result.status === 'error') return void navigate({ to: '/' });
      const { next } = result;
      if (next.to === 'dashboard') return void navigate({ to: '/dashboard' });
      if (next.to === 'service') {
        requestServiceHandoff(next.service).then(openInNewTabOrHere, (error: unknown) =>
          console.error('Service hand-off failed', error),
        );
        return void navigate({ to: '/' });
      }
      if (next.to === 'return') return void navigate({ href: next.href });
      void navigate({ to: '/' });
    };
    const timer = window.setTimeout(
      leave,
      result.status === 'error' ? callbackErrorRedirectMs : callbackRedirectMs,
    );
    return () => window.clearTimeout(timer);
  }, [result, navigate]);

  if (result.status === 'success') return <AuthCallbackStatus status="success" />;
  return (
    <AuthCallbackStatus
      status="error"
      error={result.error}
      {...(result.goingHome
        ? {}
        : {
            errorMessage: (
              <span lang={portugueseLang}>{texts.pt('status.callback.errorActionsMessage')}</span>
            ),
          })}
      onBackHome={() => void navigate({ to: '/' })}
      onSignInAgain={() => void navigate({ to: '/login' })}
    />
  );
}
