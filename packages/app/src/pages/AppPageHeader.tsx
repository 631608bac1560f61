import { useLocation, useNavigate } from '@tanstack/react-router';
import { AppHeader } from '@winhub/ui';
import { useAuth } from '../session/AuthProvider.tsx';
import { useStoredTokenPresence } from '../session/useStoredTokenPresence.ts';

/** The ui AppHeader wired to the session: signed in while a token is stored (spec §4). */
export function AppPageHeader() {
  const navigate = useNavigate();
  const pathname = useLocation({ select: (location) => location.pathname });
  const { state, logout } = useAuth();
  const tokenStored = useStoredTokenPresence();
  return (
    <AppHeader
      isSignedIn={state.status !== 'unauthenticated' && tokenStored}
      currentPath={pathname}
      onSignIn={() => void navigate({ to: '/login' })}
      onSignOut={() => logout('/')}
    />
  );
}
