import type { QueryKey } from '@tanstack/react-query';

/**
 * The first parts of the query keys whose answer depends on the session's active organization: its
 * profile and plan (dashboard, billing, settings), its team, and the person's list of organizations
 * (the menu's active one). Account, config and mailbox keys are the person's or the install's.
 */
const ORGANIZATION_SCOPED_ROOTS: ReadonlySet<unknown> = new Set([
  'organization',
  'organizations',
  'user',
  'billing',
]);

/** Whether a cached answer must be asked again once the session works on another organization. */
export const isOrganizationScoped = (queryKey: QueryKey): boolean =>
  ORGANIZATION_SCOPED_ROOTS.has(queryKey[0]);
