import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PersonOrganization } from '@winhub/api/contract';
import { InviteDialog, TeamMembers } from '@winhub/ui';
import { useState } from 'react';
import { failureMessage } from '../../api/http.ts';
import { useTeamActions } from '../../api/team.ts';
import { invitationsQuery, membersQuery } from '../../api/teamQueries.ts';
import { useDebouncedValue } from '../../hooks/useDebouncedValue.ts';
import { type RowStatuses, trackRow } from './rowStatus.ts';
import { MEMBERS_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from './tabLists.ts';
import { useLeaveOrganization } from './useLeaveOrganization.ts';

/** The Team tab over the api: people searched and paged by the server, changes row by row, invitations. */
export function TeamTab({ organization }: { organization: PersonOrganization }) {
  const organizationId = organization.id;
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const settledSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const members = useQuery({
    ...membersQuery(organizationId, { search: settledSearch, offset, limit: MEMBERS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const viewer = members.data?.viewer;
  const isAdmin = (viewer?.role ?? organization.role) === 'admin';
  const invitations = useQuery({ ...invitationsQuery(organizationId), enabled: isAdmin });
  const actions = useTeamActions(organizationId);
  const leave = useLeaveOrganization(organization);
  const [rowStatus, setRowStatus] = useState<RowStatuses>({});
  const [invitationStatus, setInvitationStatus] = useState<RowStatuses>({});
  const [inviting, setInviting] = useState(false);

  const page = members.data;
  const status =
    members.isError && !page ? 'error' : members.isPlaceholderData || !page ? 'loading' : 'ready';
  const changeRow = (
    memberId: string,
    change: Parameters<typeof actions.updateMember.mutateAsync>[0]['change'],
  ) =>
    void trackRow(
      setRowStatus,
      memberId,
      () => actions.updateMember.mutateAsync({ memberId, change }),
      failureMessage,
    );
  const changeInvitation = (invitationId: string, run: (id: string) => Promise<unknown>) =>
    void trackRow(setInvitationStatus, invitationId, () => run(invitationId), failureMessage);
  const closeInvite = () => {
    setInviting(false);
    actions.invite.reset();
  };

  return (
    <>
      <TeamMembers
        organizationName={organization.name}
        viewer={viewer ?? { memberId: '', role: organization.role }}
        members={page?.members ?? []}
        total={page?.total ?? 0}
        offset={page?.offset ?? offset}
        adminCount={page?.adminCount ?? 1}
        search={search}
        onSearchChange={(next) => {
          setSearch(next);
          setOffset(0);
        }}
        onPreviousPage={() => setOffset((current) => Math.max(0, current - MEMBERS_PAGE_SIZE))}
        onNextPage={() => setOffset((current) => current + MEMBERS_PAGE_SIZE)}
        status={status}
        loadError={members.error ? failureMessage(members.error) : undefined}
        onRetry={() => void members.refetch()}
        rowStatus={rowStatus}
        onRoleChange={(memberId, role) => changeRow(memberId, { role })}
        onPermissionChange={(memberId, permission, granted) => changeRow(memberId, { [permission]: granted })}
        onRemove={(memberId) =>
          memberId === viewer?.memberId
            ? leave.mutate(memberId)
            : void trackRow(
                setRowStatus,
                memberId,
                async () => {
                  await actions.removeMember.mutateAsync(memberId);
                  await actions.refreshTeam();
                },
                failureMessage,
              )
        }
        onInvite={() => setInviting(true)}
        invitations={isAdmin ? (invitations.data ?? []) : undefined}
        invitationStatus={invitationStatus}
        onResendInvitation={(id) => changeInvitation(id, actions.resendInvitation.mutateAsync)}
        onRevokeInvitation={(id) => changeInvitation(id, actions.revokeInvitation.mutateAsync)}
        onLeave={() => viewer && leave.mutate(viewer.memberId)}
        isLeaving={leave.isPending}
        leaveError={leave.isError ? failureMessage(leave.error) : undefined}
      />
      {isAdmin && (
        <InviteDialog
          isOpen={inviting}
          organizationName={organization.name}
          onSubmit={(request) => actions.invite.mutate(request)}
          onClose={closeInvite}
          onInviteMore={() => actions.invite.reset()}
          isPending={actions.invite.isPending}
          results={actions.invite.data ?? null}
          error={actions.invite.isError ? failureMessage(actions.invite.error) : undefined}
        />
      )}
    </>
  );
}
