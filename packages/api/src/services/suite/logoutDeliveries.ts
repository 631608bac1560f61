import { serviceClientId } from '../../config/services.ts';
import type { ServiceKey } from '../../contract/common.ts';
import type { SuiteTokens } from '../../domain/ports/suiteTokens.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { createLeasedOutbox, type LeasedOutbox } from '../outbox/leasedOutbox.ts';

const DELIVERY_TIMEOUT_MS = 5_000;

interface LogoutRow {
  id: bigint;
  attempts: number;
  sessionId: string;
  service: string;
  subject: string;
}

/**
 * Delivery of back-channel logout tokens (OpenID Connect Back-Channel Logout 1.0) to the services that
 * joined an ended session: a POST of `logout_token`, at least once, retried until the service answers
 * 200 or 204 (a service that is down gets it when it is back, whichever instance sends it).
 */
export function createLogoutOutbox(
  prisma: PrismaClient,
  tokens: SuiteTokens,
  logoutUrls: Record<ServiceKey, string>,
): LeasedOutbox {
  return createLeasedOutbox<LogoutRow>({
    prisma,
    table: 'logout_deliveries',
    columns: ['sessionId', 'service', 'subject'],
    async deliver(row) {
      const service = row.service as ServiceKey;
      const logoutToken = await tokens.issueLogoutToken({
        audience: serviceClientId(service),
        subject: row.subject,
        sessionId: row.sessionId,
      });
      const response = await fetch(logoutUrls[service], {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ logout_token: logoutToken }),
        redirect: 'manual',
        signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.status !== 200 && response.status !== 204) {
        throw new Error(`${logoutUrls[service]} answered ${response.status}`);
      }
    },
  });
}
