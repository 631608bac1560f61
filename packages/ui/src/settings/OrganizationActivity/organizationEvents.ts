import {
  permissionLabel,
  roleInSentence,
  roleLabel,
  type TeamPermission,
  type TeamRole,
} from '../../teams/shared/team.ts';

/** What happened, with what the sentence needs to say it. */
export type OrganizationEventWhat =
  | { kind: 'invitation_sent'; role: TeamRole }
  | { kind: 'invitation_resent' }
  | { kind: 'invitation_revoked' }
  | { kind: 'invitation_accepted'; role: TeamRole }
  | { kind: 'role_changed'; from: TeamRole; to: TeamRole }
  | { kind: 'permission_changed'; permission: TeamPermission; granted: boolean }
  | { kind: 'member_removed' }
  | { kind: 'member_left' }
  | { kind: 'plan_changed'; from: string; to: string }
  | { kind: 'profile_changed'; fields: readonly string[] }
  | { kind: 'second_factor_policy_changed'; required: boolean };

export type OrganizationEventKind = OrganizationEventWhat['kind'];

/** The kinds in the order the filter offers them, each with its name. */
export const EVENT_KINDS: Record<OrganizationEventKind, string> = {
  invitation_sent: 'Invitation sent',
  invitation_resent: 'Invitation sent again',
  invitation_revoked: 'Invitation revoked',
  invitation_accepted: 'Invitation accepted',
  role_changed: 'Role changed',
  permission_changed: 'Permission changed',
  member_removed: 'Person removed',
  member_left: 'Person left',
  plan_changed: 'Plan changed',
  profile_changed: 'Profile changed',
  second_factor_policy_changed: 'Second-factor rule changed',
};

/** One line saying what happened: "Role changed: Member → Admin". */
export function describeEvent(what: OrganizationEventWhat): string {
  switch (what.kind) {
    case 'invitation_sent':
      return `Invited as ${roleInSentence[what.role]}`;
    case 'invitation_accepted':
      return `Joined as ${roleInSentence[what.role]}`;
    case 'role_changed':
      return `Role changed: ${roleLabel[what.from]} → ${roleLabel[what.to]}`;
    case 'permission_changed':
      return `${what.granted ? 'Granted' : 'Withdrew'} “${permissionLabel[what.permission]}”`;
    case 'plan_changed':
      return `Plan changed: ${what.from} → ${what.to}`;
    case 'profile_changed':
      return what.fields.length > 0 ? `Profile changed: ${what.fields.join(', ')}` : 'Profile changed';
    case 'second_factor_policy_changed':
      return what.required ? 'Second factor now required' : 'Second factor no longer required';
    default:
      return EVENT_KINDS[what.kind];
  }
}
