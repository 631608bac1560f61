import { useQuery } from '@tanstack/react-query';
import type { PersonOrganization } from '@winhub/api/contract';
import { OrganizationSecurity } from '@winhub/ui';
import { failureMessage } from '../../api/http.ts';
import { useTeamActions } from '../../api/team.ts';
import { organizationSecurityQuery } from '../../api/teamQueries.ts';
import { TabPending } from './TabPending.tsx';

/** The Security tab: the organization's second-factor rule, switched by admins. */
export function SecurityTab({ organization }: { organization: PersonOrganization }) {
  const security = useQuery(organizationSecurityQuery(organization.id));
  const { updateSecurity } = useTeamActions(organization.id);
  if (!security.data) {
    return security.isError ? (
      <p role="alert">{failureMessage(security.error)}</p>
    ) : (
      <TabPending tab="security" />
    );
  }
  const { requireSecondFactor, identityProvider, membersWithoutSecondFactor } = security.data;
  return (
    <OrganizationSecurity
      organizationName={organization.name}
      viewerRole={organization.role}
      identityProvider={identityProvider}
      requireSecondFactor={updateSecurity.isPending ? updateSecurity.variables : requireSecondFactor}
      onRequireSecondFactorChange={(required) => updateSecurity.mutate(required)}
      isSaving={updateSecurity.isPending}
      error={updateSecurity.isError ? failureMessage(updateSecurity.error) : undefined}
      membersWithoutSecondFactor={membersWithoutSecondFactor ?? undefined}
    />
  );
}
