/**
 * The words of teams, one place for every part that shows them (team table, invite dialog, invitation
 * pages, person menu, organization activity): roles and the two permissions of the product rules
 * (docs/product/organization.md, "Roles and permissions").
 */

export const TEAM_ROLES = ['admin', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

export const roleLabel: Record<TeamRole, string> = { admin: 'Admin', member: 'Member' };

/** The role inside a sentence: "join as a member". */
export const roleInSentence: Record<TeamRole, string> = { admin: 'an admin', member: 'a member' };

/** What a role may do, in one line. */
export const roleDescription: Record<TeamRole, string> = {
  admin: 'Manages the team, the plan and the organization profile, and uses the services.',
  member: 'Uses the services and sees the team.',
};

/** The permissions an admin grants each person, as the services receive them. */
export const TEAM_PERMISSIONS = ['canPostAsCompany', 'canSellAsCompany'] as const;
export type TeamPermission = (typeof TEAM_PERMISSIONS)[number];

export const permissionLabel: Record<TeamPermission, string> = {
  canPostAsCompany: 'Post as the company',
  canSellAsCompany: 'Sell as the company',
};

export const permissionDescription: Record<TeamPermission, string> = {
  canPostAsCompany: "Publish in the services in the company's name.",
  canSellAsCompany: "Sell in Market in the company's name.",
};

/** A person's two permissions, as a membership holds them. */
export type TeamPermissions = Record<TeamPermission, boolean>;
