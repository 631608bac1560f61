import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { SIGN_UP_RULES } from '@winhub/api/contract/signUpRules';
import { invitationTokenRequestSchema } from '@winhub/api/contract/teams';
import type { InvitationPageProps, InvitationPageState } from '@winhub/ui';
import { failureMessage, HttpError } from '../api/http.ts';
import { invitationLookupQuery, useAcceptInvitation, useInvitationSignUp } from '../api/invitations.ts';
import { queryKeys } from '../api/queryKeys.ts';
import { useOrganizationMoved } from '../api/team.ts';
import { useHydrated } from '../hooks/useHydrated.ts';
import { toSessionUser } from '../session/user.ts';
import { useSession, useSessionState } from '../session/useSession.ts';

type InvitationFlow = Omit<InvitationPageProps, 'dashboardHref' | 'homeHref' | 'signInHref'>;

/**
 * What the invitation page shows and does: the lookup (with the session's token when signed in), then
 * sign up (stored as any sign-up's session, then the dashboard), sign in (back here after), accept (the
 * joined organization becomes the active one) or sign out (the page asks again, signed out).
 */
export function useInvitationFlow(token: string): InvitationFlow {
  const hydrated = useHydrated();
  const session = useSession();
  // re-rendered on a sign-in or sign-out, so the lookup follows who is signed in
  useSessionState();
  const sessionToken = hydrated ? session.token() : null;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const moved = useOrganizationMoved();
  const wellFormed = invitationTokenRequestSchema.safeParse({ token }).success;
  const lookup = useQuery({ ...invitationLookupQuery(token, sessionToken), enabled: hydrated && wellFormed });
  const signUp = useInvitationSignUp();
  const accept = useAcceptInvitation();

  // the prerendered page (no address yet) and its hydration show the loading state
  const state: InvitationPageState = !hydrated
    ? { kind: 'loading' }
    : !wellFormed
      ? { kind: 'invalid' }
      : lookup.data
        ? lookup.data
        : lookup.error instanceof HttpError && lookup.error.status < 500
          ? { kind: 'invalid' }
          : { kind: 'loading' };
  const failure =
    signUp.error ?? accept.error ?? (lookup.isError && state.kind === 'loading' ? lookup.error : null);

  return {
    state,
    rules: SIGN_UP_RULES,
    isPending: signUp.isPending || accept.isPending,
    error: failure ? failureMessage(failure) : undefined,
    onSignUp: ({ fullName, password }) =>
      signUp.mutate(
        { token, fullName, password },
        {
          onSuccess: ({ token: sessionToken, user }) => {
            session.login(sessionToken, toSessionUser(user));
            void navigate({ to: '/dashboard' });
          },
        },
      ),
    onAccept: () =>
      accept.mutate(token, {
        onSuccess: async (organizations) => {
          await moved(organizations);
          await navigate({ to: '/dashboard' });
        },
      }),
    onSignIn: () =>
      void navigate({ to: '/login', search: { returnTo: `/invitation?token=${encodeURIComponent(token)}` } }),
    onSignOut: () => {
      session.signOutInPlace();
      queryClient.removeQueries({ queryKey: queryKeys.invitationLookup(token, sessionToken) });
    },
  };
}
