import { useNavigate, useRouterState } from '@tanstack/react-router';
import { AppHeader } from '@winhub/ui';
import { memo, useDeferredValue } from 'react';
import { useSession, useSessionState, useTokenStored } from '../session/useSession.ts';
import { usePersonMenu } from './usePersonMenu.ts';

/**
 * The ui AppHeader wired to the session: signed in while a token is stored
 * (docs/product/sign-in-and-session.md, "Signed in or not"), with the person menu (their organizations,
 * the switch, their account) once the person's organizations have come.
 */
export function AppPageHeader() {
  // the page shown, not the one a press is loading: the highlight moves with the page, so its render
  // and transitions do not run between the press and the next page's loader; and in a render after
  // the new page's (its person menu's collection costs that frame some 20 ms on a slow phone). This
  // component reads the address alone: the page change's own render stops at the memoized header below,
  // which renders again only in the deferred render that moves the highlight.
  const pathname = useDeferredValue(
    useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).pathname }),
  );
  return <SessionHeader currentPath={pathname} />;
}

const SessionHeader = memo(function SessionHeader({ currentPath }: { currentPath: string }) {
  const navigate = useNavigate();
  const session = useSession();
  const state = useSessionState();
  const tokenStored = useTokenStored();
  const isSignedIn = state.status !== 'unauthenticated' && tokenStored;
  const person = usePersonMenu(isSignedIn);
  return (
    <AppHeader
      isSignedIn={isSignedIn}
      currentPath={currentPath}
      person={person}
      onSignIn={() => void navigate({ to: '/login' })}
      onSignOut={() => session.logout('/')}
    />
  );
});
