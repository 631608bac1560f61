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

/** Each kind's name, in the order the kind filter offers them (the api contract's, passed by the app). */
export type EventKindNames = Readonly<Record<OrganizationEventKind, string>>;

/** One line saying what happened: "Role changed: Member → Admin"; the kind's name where that says it all. */
export function describeEvent(what: OrganizationEventWhat, kindNames: EventKindNames): string {
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
      return kindNames[what.kind];
  }
}
