import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { PersonOrganization } from '@winhub/api/contract';
import { callApi } from '../../api/callApi.ts';
import { useOrganizationMoved } from '../../api/team.ts';
import { useToast } from '../../feedback/toast.ts';
import { useSession } from '../../session/useSession.ts';

/**
 * Leaving an organization (removing one's own membership): the api moves the session to another of the
 * person's organizations, whose dashboard opens, or ends it when there is none, and the person is signed out.
 */
export function useLeaveOrganization(organization: PersonOrganization) {
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const moved = useOrganizationMoved();
  return useMutation({
    mutationFn: (memberId: string) =>
      callApi('memberRemove', { params: { organizationId: organization.id, memberId } }),
    onSuccess: async ({ activeOrganizationId }) => {
      if (activeOrganizationId === null) return session.logout('/');
      toast({ title: `You left ${organization.name}`, variant: 'success' });
      await moved();
      await navigate({ to: '/dashboard' });
    },
  });
}
