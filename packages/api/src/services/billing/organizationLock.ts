import type { Prisma } from '../../generated/prisma/client.ts';

/**
 * Serializes billing changes of one organization until the transaction ends, across server
 * processes sharing the database (a transaction-scoped advisory lock; PGlite runs one at a time anyway).
 */
export async function lockOrganizationBilling(tx: Prisma.TransactionClient, organizationId: string) {
  await tx.$executeRaw`SELECT 1 FROM (SELECT pg_advisory_xact_lock(hashtext(${`winhub-billing:${organizationId}`}))) AS locked`;
}
