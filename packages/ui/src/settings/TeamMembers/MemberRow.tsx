import { ShieldCheck, ShieldOff } from 'lucide-react';
import { formatBillingDate } from '../../billing/format/format.ts';
import { formatWhen } from '../../identity/shared/formatWhen.ts';
import { Badge } from '../../primitives/Badge/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Checkbox } from '../../primitives/Checkbox/index.ts';
import { Spinner } from '../../primitives/Spinner/index.ts';
import {
  permissionLabel,
  roleLabel,
  TEAM_PERMISSIONS,
  type TeamPermission,
  type TeamRole,
} from '../../teams/shared/team.ts';
import { cellNote, rowError } from '../shared/tableCells.css.ts';
import { RolePicker } from './RolePicker.tsx';
import * as styles from './TeamMembers.css.ts';
import type { RowStatus, TeamMember } from './teamTypes.ts';

export const PEOPLE_COLUMNS = {
  person: 'Person',
  role: 'Role',
  permissions: 'Permissions',
  secondFactor: 'Two-factor',
  joined: 'Joined',
  lastSignIn: 'Last sign-in',
  actions: 'Actions',
} as const;

export type MemberRowProps = {
  member: TeamMember;
  /** The signed-in person's own row. */
  isYou: boolean;
  /** Admins change roles and permissions and remove people; members only read. */
  canManage: boolean;
  /** The organization's only admin: their role cannot change. */
  isOnlyAdmin: boolean;
  status?: RowStatus;
  onRoleChange: (role: TeamRole) => void;
  onPermissionChange: (permission: TeamPermission, granted: boolean) => void;
  onAskRemove: () => void;
};

/** Granted permissions in words, for those who cannot change them. */
function GrantedPermissions({ member }: { member: TeamMember }) {
  const granted = TEAM_PERMISSIONS.filter((permission) => member[permission]);
  if (granted.length === 0) return <span className={cellNote}>None</span>;
  return (
    <span className={styles.controls}>
      {granted.map((permission) => (
        <Badge key={permission} variant="accent">
          {permissionLabel[permission]}
        </Badge>
      ))}
    </span>
  );
}

function SecondFactorBadge({ value }: { value: boolean | null }) {
  if (value === null) return <span className={cellNote}>Set by your identity provider</span>;
  return value ? (
    <Badge variant="success" icon={<ShieldCheck size={12} />}>
      On
    </Badge>
  ) : (
    <Badge variant="neutral" icon={<ShieldOff size={12} />}>
      Off
    </Badge>
  );
}

/** One person in the team table; in a card below the table's width. */
export function MemberRow({
  member,
  isYou,
  canManage,
  isOnlyAdmin,
  status,
  onRoleChange,
  onPermissionChange,
  onAskRemove,
}: MemberRowProps) {
  const nameId = `member-${member.id}`;
  const reasonId = `member-${member.id}-only-admin`;
  const errorId = `member-${member.id}-error`;
  const isSaving = status?.isSaving ?? false;
  return (
    <tr className={styles.people.row} aria-busy={isSaving || undefined}>
      <th scope="row" className={`${styles.people.cell} ${styles.firstCell}`}>
        <p className={styles.personName} id={nameId}>
          {member.fullName}
          {isYou && <Badge variant="accent">You</Badge>}
        </p>
        <p className={cellNote}>{member.email}</p>
        {status?.error && (
          <p className={rowError} id={errorId} role="alert">
            {status.error}
          </p>
        )}
      </th>
      <td className={styles.people.cell} data-label={PEOPLE_COLUMNS.role}>
        {canManage ? (
          <span className={styles.controls}>
            <RolePicker
              personName={member.fullName}
              role={member.role}
              onChange={onRoleChange}
              isDisabled={isSaving || isOnlyAdmin}
              aria-describedby={isOnlyAdmin ? reasonId : undefined}
            />
            {isOnlyAdmin && (
              <span className={cellNote} id={reasonId}>
                The only admin: make someone else an admin first.
              </span>
            )}
          </span>
        ) : (
          <Badge variant={member.role === 'admin' ? 'accent' : 'neutral'}>{roleLabel[member.role]}</Badge>
        )}
      </td>
      <td className={styles.people.cell} data-label={PEOPLE_COLUMNS.permissions}>
        {canManage ? (
          <span className={styles.controls}>
            {TEAM_PERMISSIONS.map((permission) => (
              <Checkbox
                key={permission}
                isSelected={member[permission]}
                onChange={(granted) => onPermissionChange(permission, granted)}
                isDisabled={isSaving}
                aria-describedby={nameId}
              >
                {permissionLabel[permission]}
              </Checkbox>
            ))}
          </span>
        ) : (
          <GrantedPermissions member={member} />
        )}
      </td>
      <td className={styles.people.cell} data-label={PEOPLE_COLUMNS.secondFactor}>
        <SecondFactorBadge value={member.hasSecondFactor} />
      </td>
      <td className={`${styles.people.cell} ${styles.dateCell}`} data-label={PEOPLE_COLUMNS.joined}>
        {formatBillingDate(member.joinedAt)}
      </td>
      <td className={styles.people.cell} data-label={PEOPLE_COLUMNS.lastSignIn}>
        {member.lastSignInAt ? formatWhen(member.lastSignInAt) : 'Never'}
      </td>
      {canManage && (
        <td className={`${styles.people.cell} ${styles.lastCell}`}>
          {isSaving ? (
            <span className={styles.actions} role="status">
              <Spinner size="sm" />
              Saving...
            </span>
          ) : (
            !isYou && (
              <span className={styles.actions}>
                <Button variant="secondary" size="sm" onPress={onAskRemove} aria-describedby={nameId}>
                  Remove
                </Button>
              </span>
            )
          )}
        </td>
      )}
    </tr>
  );
}
