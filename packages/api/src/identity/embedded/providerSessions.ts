import type { ProviderSessions } from '../../domain/ports/sessions.ts';
import type { Prisma } from '../../generated/prisma/client.ts';

/**
 * The embedded provider's sessions are rows of `provider_records` (kind `Session`): removing them ends
 * them on every instance (the provider reads its session from the store on each request).
 */
export function embeddedProviderSessions(clientId: string): ProviderSessions<Prisma.TransactionClient> {
  return {
    async endAll(tx, subject) {
      await tx.$executeRaw`
        DELETE FROM provider_records WHERE kind = 'Session' AND payload->>'accountId' = ${subject}`;
    },
    async endOne(tx, providerSid) {
      await tx.$executeRaw`
        DELETE FROM provider_records
        WHERE kind = 'Session' AND payload->'authorizations'->${clientId}->>'sid' = ${providerSid}`;
    },
  };
}
