import { type SessionItem, SessionsPanel } from '@winhub/ui';
import type { AccountActions } from '../../api/account.ts';
import { useToast } from '../../feedback/toast.ts';
import { useSession } from '../../session/useSession.ts';

type SessionsSectionProps = { actions: AccountActions; sessions: readonly SessionItem[] };

/**
 * The sessions tab: sign out one session, or all of them; the services each opened are signed out
 * with it. Ending this browser's own session signs out here too.
 */
export function SessionsSection({ actions, sessions }: SessionsSectionProps) {
  const toast = useToast();
  const session = useSession();
  const { signOutSession, signOutEverywhere } = actions;
  const failed = () =>
    toast({ title: 'Sign-out failed', description: 'Please try again.', variant: 'destructive' });
  return (
    <SessionsPanel
      sessions={sessions}
      pendingId={signOutSession.isPending ? signOutSession.variables : null}
      isSigningOutEverywhere={signOutEverywhere.isPending}
      onSignOut={(id) => {
        const current = sessions.some((item) => item.id === id && item.current);
        signOutSession.mutate(id, { onSuccess: () => current && session.logout('/'), onError: failed });
      }}
      onSignOutEverywhere={() =>
        signOutEverywhere.mutate(undefined, { onSuccess: () => session.logout('/'), onError: failed })
      }
    />
  );
}
