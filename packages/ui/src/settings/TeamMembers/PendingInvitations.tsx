import { formatBillingDate } from '../../billing/format/format.ts';
import { emptyState } from '../../identity/shared/panel.css.ts';
import { Badge } from '../../primitives/Badge/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Spinner } from '../../primitives/Spinner/index.ts';
import { permissionLabel, roleLabel, TEAM_PERMISSIONS } from '../../teams/shared/team.ts';
import * as frame from '../shared/settingsPanel.css.ts';
import { cellNote, rowError } from '../shared/tableCells.css.ts';
import * as styles from './TeamMembers.css.ts';
import type { PendingInvitation, RowStatus } from './teamTypes.ts';

const COLUMNS = {
  address: 'Address',
  role: 'Role',
  permissions: 'Permissions',
  invitedBy: 'Invited by',
  expires: 'Expires',
  actions: 'Actions',
} as const;

export type PendingInvitationsProps = {
  invitations: readonly PendingInvitation[];
  /** Admins resend and revoke; members only read. */
  canManage: boolean;
  status?: Readonly<Record<string, RowStatus>>;
  onResend: (invitationId: string) => void;
  onRevoke: (invitationId: string) => void;
};

const permissionsInWords = (invitation: PendingInvitation) =>
  TEAM_PERMISSIONS.filter((permission) => invitation[permission])
    .map((permission) => permissionLabel[permission])
    .join(', ') || 'None';

/** The invitations sent and not yet accepted: resend (a new link, 7 more days) or revoke each. */
export function PendingInvitations({
  invitations,
  canManage,
  status,
  onResend,
  onRevoke,
}: PendingInvitationsProps) {
  const { invitations: table } = styles;
  return (
    <section className={frame.section} aria-labelledby="pending-invitations-title">
      <h3 id="pending-invitations-title" className={frame.subTitle}>
        Pending invitations
        <Badge>{invitations.length}</Badge>
      </h3>
      {invitations.length === 0 ? (
        <p className={emptyState}>No invitations waiting for an answer.</p>
      ) : (
        <div className={table.frame}>
          <table className={table.table} aria-labelledby="pending-invitations-title">
            <thead className={table.head}>
              <tr>
                {Object.entries(COLUMNS)
                  .filter(([column]) => canManage || column !== 'actions')
                  .map(([column, label]) => (
                    <th key={column} scope="col" className={table.headCell}>
                      {label}
                    </th>
                  ))}
              </tr>
            </thead>
            <tbody className={table.body}>
              {invitations.map((invitation) => {
                const rowStatus = status?.[invitation.id];
                const addressId = `invitation-${invitation.id}`;
                return (
                  <tr key={invitation.id} className={table.row} aria-busy={rowStatus?.isSaving || undefined}>
                    <th scope="row" className={`${table.cell} ${styles.firstCell}`}>
                      <span className={styles.personName} id={addressId}>
                        {invitation.email}
                      </span>
                      {rowStatus?.error && (
                        <p className={rowError} role="alert">
                          {rowStatus.error}
                        </p>
                      )}
                    </th>
                    <td className={table.cell} data-label={COLUMNS.role}>
                      {roleLabel[invitation.role]}
                    </td>
                    <td className={table.cell} data-label={COLUMNS.permissions}>
                      {permissionsInWords(invitation)}
                    </td>
                    <td className={table.cell} data-label={COLUMNS.invitedBy}>
                      {invitation.invitedBy}
                    </td>
                    <td className={`${table.cell} ${styles.dateCell}`} data-label={COLUMNS.expires}>
                      {invitation.isExpired ? (
                        <Badge variant="warning">Expired</Badge>
                      ) : (
                        formatBillingDate(invitation.expiresAt)
                      )}
                    </td>
                    {canManage && (
                      <td className={`${table.cell} ${styles.lastCell}`}>
                        {rowStatus?.isSaving ? (
                          <span className={styles.actions} role="status">
                            <Spinner size="sm" />
                            Saving...
                          </span>
                        ) : (
                          <span className={styles.actions}>
                            <Button
                              variant="secondary"
                              size="sm"
                              onPress={() => onResend(invitation.id)}
                              aria-describedby={addressId}
                            >
                              Resend
                            </Button>
                            <Button
                              variant="ghost"
                              size="sm"
                              onPress={() => onRevoke(invitation.id)}
                              aria-describedby={addressId}
                            >
                              Revoke
                            </Button>
                          </span>
                        )}
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {canManage && invitations.length > 0 && (
        <p className={cellNote}>Resending mails a new link, valid for 7 days; the old one stops working.</p>
      )}
    </section>
  );
}
