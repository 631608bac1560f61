import { createFileRoute } from '@tanstack/react-router';
import { AuthCallbackStatus, AuthProcessing } from '@winhub/ui';
import { useAuthCallback } from '../flows/useAuthCallback.ts';
import { usePageTitle } from '../page-title.ts';

/** The provider's redirect_uri: its query string is read whole (code, state, iss, token, flow…). */
export const Route = createFileRoute('/auth-callback')({ component: AuthCallbackPage });

function AuthCallbackPage() {
  usePageTitle('Autenticação');
  const state = useAuthCallback();
  if (state.status === 'processing') return <AuthProcessing completedSteps={2} />;
  return (
    <AuthCallbackStatus status={state.status} error={state.status === 'error' ? state.error : undefined} />
  );
}
