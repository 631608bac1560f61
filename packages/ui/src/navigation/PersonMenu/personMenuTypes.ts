import type { TeamRole } from '../../teams/shared/team.ts';

/** An organization the person belongs to, with their role in it. */
export type PersonOrganization = { id: string; name: string; role: TeamRole };

/** The signed-in person, as the header's person menu shows them. */
export type PersonMenuPerson = {
  fullName: string;
  email: string;
  organizations: readonly PersonOrganization[];
  /** The organization everything on screen is about. */
  activeOrganizationId: string;
  onSwitchOrganization: (organizationId: string) => void;
  /** The organization being switched to, while the switch is on its way. */
  switchingToId?: string | null;
  /** The person's own account page. */
  accountHref?: string;
};
