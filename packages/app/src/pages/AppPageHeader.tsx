import { useLocation, useNavigate } from '@tanstack/react-router';
import { AppHeader } from '@winhub/ui';
import { useSession, useSessionState, useTokenStored } from '../session/useSession.ts';

/**
 * The ui AppHeader wired to the session: signed in while a token is stored
 * (docs/product/sign-in-and-session.md, "Signed in or not").
 */
export function AppPageHeader() {
  const navigate = useNavigate();
  const session = useSession();
  const pathname = useLocation({ select: (location) => location.pathname });
  const state = useSessionState();
  const tokenStored = useTokenStored();
  return (
    <AppHeader
      isSignedIn={state.status !== 'unauthenticated' && tokenStored}
      currentPath={pathname}
      onSignIn={() => void navigate({ to: '/login' })}
      onSignOut={() => session.logout('/')}
    />
  );
}
