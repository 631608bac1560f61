import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { AuthCallbackStatus, portugueseLang, texts } from '@winhub/ui';
import { useAuthCallback } from '../flows/useAuthCallback.ts';
import { PageTitle } from '../page-title.tsx';

/** The provider's redirect_uri: its query string is read whole (code, state, iss, token, flow…). */
export const Route = createFileRoute('/auth-callback')({ component: AuthCallbackPage });

function AuthCallbackPage() {
  const state = useAuthCallback();
  const navigate = useNavigate();
  return (
    <>
      <PageTitle page={texts.pt('pageTitle.authCallback')} />
      {state.status === 'error' ? (
        <AuthCallbackStatus
          status="error"
          error={state.error}
          {...(state.goingHome
            ? {}
            : {
                errorMessage: (
                  <span lang={portugueseLang}>{texts.pt('status.callback.errorActionsMessage')}</span>
                ),
              })}
          onBackHome={() => void navigate({ to: '/' })}
          onSignInAgain={() => void navigate({ to: '/login' })}
        />
      ) : (
        <AuthCallbackStatus status={state.status} />
      )}
    </>
  );
}
