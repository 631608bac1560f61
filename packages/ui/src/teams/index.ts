export * from './InvitationPage/index.ts';
export * from './NoOrganization/index.ts';
export { maskEmail } from './shared/maskEmail.ts';
export {
  permissionLabel,
  roleLabel,
  TEAM_PERMISSIONS,
  TEAM_ROLES,
  type TeamPermission,
  type TeamPermissions,
  type TeamRole,
} from './shared/team.ts';
