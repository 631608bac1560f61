export { TeamMembers, type TeamMembersProps } from './TeamMembers.tsx';
export type { PendingInvitation, RowStatus, TeamMember } from './teamTypes.ts';
