import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { AlertDialog } from '../../primitives/AlertDialog/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { FormError } from '../../primitives/FormError/index.ts';
import { SearchField } from '../../primitives/SearchField/index.ts';
import type { TeamPermission, TeamRole } from '../../teams/shared/team.ts';
import { type PagedListProps, PagedTable } from '../PagedTable/index.ts';
import * as frame from '../shared/settingsPanel.css.ts';
import { cellNote } from '../shared/tableCells.css.ts';
import { MemberRow, PEOPLE_COLUMNS } from './MemberRow.tsx';
import { PendingInvitations } from './PendingInvitations.tsx';
import * as styles from './TeamMembers.css.ts';
import type { PendingInvitation, RowStatus, TeamMember } from './teamTypes.ts';

export type TeamMembersProps = {
  organizationName: string;
  /** The signed-in person: their membership id and role decide what they may change. */
  viewer: { memberId: string; role: TeamRole };
  /** This page of people (the api pages them; the search is applied by the caller). */
  members: readonly TeamMember[];
  /** Admins in the organization, over every page: the last one can neither be demoted nor leave. */
  adminCount: number;
  search: string;
  /** Every keystroke; the caller filters (and waits between keystrokes before asking the server). */
  onSearchChange: (search: string) => void;
  /** Rows whose change is saving, or failed, by membership id. */
  rowStatus?: Readonly<Record<string, RowStatus>>;
  onRoleChange: (memberId: string, role: TeamRole) => void;
  onPermissionChange: (memberId: string, permission: TeamPermission, granted: boolean) => void;
  /** After the admin confirmed it in a dialog. */
  onRemove: (memberId: string) => void;
  onInvite: () => void;
  /** Pending invitations; left out, the section is not shown (the app gives them to admins). */
  invitations?: readonly PendingInvitation[];
  invitationStatus?: Readonly<Record<string, RowStatus>>;
  onResendInvitation: (invitationId: string) => void;
  onRevokeInvitation: (invitationId: string) => void;
  /** After the person confirmed it in a dialog. */
  onLeave: () => void;
  isLeaving?: boolean;
  leaveError?: string;
} & PagedListProps;

/**
 * The Team tab: the organization's people with their role, permissions and sign-in facts, searchable and
 * paged, and its pending invitations. Admins change roles and permissions, remove people and manage
 * invitations; members read. Anyone can leave, except the last admin.
 */
export function TeamMembers(props: TeamMembersProps) {
  const { organizationName, viewer, members, search, adminCount } = props;
  const canManage = viewer.role === 'admin';
  const viewerIsOnlyAdmin = canManage && adminCount <= 1;
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [confirmingLeave, setConfirmingLeave] = useState(false);
  const columns = Object.entries(PEOPLE_COLUMNS)
    .filter(([column]) => canManage || column !== 'actions')
    .map(([, label]) => label);

  return (
    <section className={frame.panel} aria-labelledby="team-title">
      <div className={frame.headerRow}>
        <header className={frame.titleBlock}>
          <h2 id="team-title" className={frame.title}>
            Team
          </h2>
          <p className={frame.lead}>
            {canManage
              ? `The people of ${organizationName} and what they may do in the services. A change reaches the services at once; removing someone signs them out of every service.`
              : `The people of ${organizationName}. Admins change roles and permissions.`}
          </p>
        </header>
        {canManage && (
          <Button onPress={props.onInvite}>
            <UserPlus size={16} aria-hidden="true" />
            Invite people
          </Button>
        )}
      </div>

      <div className={styles.search}>
        <SearchField
          label="Search people"
          placeholder="Name or email"
          value={search}
          onChange={props.onSearchChange}
        />
      </div>

      <PagedTable
        labelledBy="team-title"
        layout={styles.people}
        columns={columns}
        count={members.length}
        paging={props}
        words={{
          pager: 'Pages of people',
          unit: { one: 'person', other: 'people' },
          loading: 'Loading people...',
          loadError: 'The team could not be loaded.',
        }}
        empty={{
          nothing: 'No one here yet.',
          noMatch: search
            ? {
                text: <>No one matches “{search}”.</>,
                clearLabel: 'Show everyone',
                onClear: () => props.onSearchChange(''),
              }
            : undefined,
        }}
      >
        {members.map((member) => (
          <MemberRow
            key={member.id}
            member={member}
            isYou={member.id === viewer.memberId}
            canManage={canManage}
            isOnlyAdmin={member.role === 'admin' && adminCount <= 1}
            status={props.rowStatus?.[member.id]}
            onRoleChange={(role) => props.onRoleChange(member.id, role)}
            onPermissionChange={(permission, granted) =>
              props.onPermissionChange(member.id, permission, granted)
            }
            onAskRemove={() => setRemoving(member)}
          />
        ))}
      </PagedTable>

      {props.invitations && (
        <PendingInvitations
          invitations={props.invitations}
          canManage={canManage}
          status={props.invitationStatus}
          onResend={props.onResendInvitation}
          onRevoke={props.onRevokeInvitation}
        />
      )}

      <section className={styles.leaveZone} aria-labelledby="leave-title">
        <h3 id="leave-title" className={frame.subTitle}>
          Leave {organizationName}
        </h3>
        <p className={frame.lead}>
          You lose access to {organizationName} and are signed out of its services at once. Your WinHub
          account stays, with any other organization you belong to.
        </p>
        <Button
          variant="secondary"
          onPress={() => setConfirmingLeave(true)}
          isDisabled={viewerIsOnlyAdmin}
          isPending={props.isLeaving}
          pendingLabel="Leaving..."
          aria-describedby={viewerIsOnlyAdmin ? 'leave-only-admin' : undefined}
        >
          Leave organization
        </Button>
        {viewerIsOnlyAdmin && (
          <p className={cellNote} id="leave-only-admin">
            You are the only admin: make someone else an admin before you leave.
          </p>
        )}
        <FormError>{props.leaveError}</FormError>
      </section>

      <AlertDialog
        isOpen={removing !== null}
        title={`Remove ${removing?.fullName ?? ''}?`}
        confirmLabel="Remove"
        cancelLabel="Cancel"
        variant="destructive"
        onConfirm={() => {
          if (removing) props.onRemove(removing.id);
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      >
        {removing?.fullName} ({removing?.email}) loses access to {organizationName} and is signed out of every
        service they opened for it. Their WinHub account stays.
      </AlertDialog>

      <AlertDialog
        isOpen={confirmingLeave}
        title={`Leave ${organizationName}?`}
        confirmLabel="Leave"
        cancelLabel="Cancel"
        variant="destructive"
        onConfirm={() => {
          setConfirmingLeave(false);
          props.onLeave();
        }}
        onCancel={() => setConfirmingLeave(false)}
      >
        You lose access to {organizationName} at once. To come back, an admin must invite you again.
      </AlertDialog>
    </section>
  );
}
