import { useQuery } from '@tanstack/react-query';
import type { PersonMenuPerson } from '@winhub/ui';
import { failureMessage } from '../api/http.ts';
import { useSwitchOrganization } from '../api/team.ts';
import { organizationsQuery } from '../api/teamQueries.ts';
import { useToast } from '../feedback/toast.ts';
import { useSessionState } from '../session/useSession.ts';

/**
 * The header's person menu: the signed-in person, their organizations (GET /api/organizations) and the
 * switch between them. Undefined until both the person and their organizations are known (the header
 * shows its Sign Out button meanwhile).
 */
export function usePersonMenu(isSignedIn: boolean): PersonMenuPerson | undefined {
  const state = useSessionState();
  const toast = useToast();
  const organizations = useQuery({ ...organizationsQuery(), enabled: isSignedIn });
  const switchOrganization = useSwitchOrganization();
  if (!isSignedIn || state.status !== 'authenticated' || !organizations.data) return undefined;
  // a person of no organization (on their account page) has nothing to switch: the header's Sign Out
  const { activeOrganizationId } = organizations.data;
  if (activeOrganizationId === null) return undefined;
  const { user } = state;
  return {
    fullName: user.fullName || user.name || user.email,
    email: user.email,
    organizations: organizations.data.organizations,
    activeOrganizationId,
    switchingToId: switchOrganization.isPending ? switchOrganization.variables : null,
    onSwitchOrganization: (organizationId) => {
      if (organizationId === activeOrganizationId) return;
      switchOrganization.mutate(organizationId, {
        onError: (error) =>
          toast({ title: 'Could not switch', description: failureMessage(error), variant: 'destructive' }),
      });
    },
  };
}
