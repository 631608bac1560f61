import type { TeamPermissions, TeamRole } from '../../teams/shared/team.ts';

/** One person of the organization, as the Team tab lists them. */
export type TeamMember = TeamPermissions & {
  /** The membership's id: what the role, permission and removal callbacks name. */
  id: string;
  fullName: string;
  email: string;
  role: TeamRole;
  /** Whether they have a second factor (authenticator app or passkey); null when an external provider decides. */
  hasSecondFactor: boolean | null;
  joinedAt: string;
  lastSignInAt: string | null;
};

/** An invitation sent and not yet accepted, revoked or used. */
export type PendingInvitation = TeamPermissions & {
  id: string;
  email: string;
  role: TeamRole;
  /** The name of the admin who sent it. */
  invitedBy: string;
  expiresAt: string;
  /** Past its 7 days: it no longer works, and Resend sends a new link. */
  isExpired: boolean;
};

/** A row whose change is saving, or whose last change failed (the message shows beside it). */
export type RowStatus = { isSaving?: boolean; error?: string };
