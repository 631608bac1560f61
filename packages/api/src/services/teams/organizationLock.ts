import type { Prisma } from '../../generated/prisma/client.ts';

/**
 * Locks the organization's row until the transaction ends: membership changes of one organization (role
 * changes, removals, acceptances) take turns, across server processes, so the admin count each one reads
 * is the one it changes. Answers false when the organization does not exist.
 */
export async function lockOrganization(
  tx: Prisma.TransactionClient,
  organizationId: string,
): Promise<boolean> {
  const rows = await tx.$queryRaw<
    { id: string }[]
  >`SELECT id FROM organizations WHERE id = ${organizationId} FOR UPDATE`;
  return rows.length === 1;
}
