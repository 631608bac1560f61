import { serviceClientId } from '../../config/services.ts';
import type { AppConfig } from '../../config.ts';
import type { ServiceKey } from '../../contract/common.ts';
import {
  ACCESS_TOKEN_TYPE,
  HANDOFF_TOKEN_TYPE,
  type ServiceSessionResponse,
  TOKEN_EXCHANGE_GRANT,
  type TokenExchangeRequest,
  type TokenExchangeResponse,
} from '../../contract/suite.ts';
import { invalid, unauthenticated } from '../../domain/errors.ts';
import { SERVICE_ACCESS_TOKEN_TTL_SECONDS, type SuiteTokens } from '../../domain/ports/suiteTokens.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { takeHandoff } from './handoff.ts';
import { serviceOfClientId } from './serviceClients.ts';
import { servicePersonOf } from './servicePerson.ts';

export interface SuiteDeps {
  prisma: PrismaClient;
  config: AppConfig;
  tokens: SuiteTokens;
}

/**
 * Redeem (RFC 8693 Token Exchange): the authenticated service gives the hand-off token it received and
 * gets the person, and an access token for the status call bound to the WinHub session. From then on the
 * service is told (back-channel logout) when that session ends.
 */
export async function exchangeHandoff(
  deps: SuiteDeps,
  service: ServiceKey,
  request: TokenExchangeRequest,
): Promise<TokenExchangeResponse> {
  if (request.grant_type !== TOKEN_EXCHANGE_GRANT) {
    throw invalid('unsupported_grant_type', `grant_type must be ${TOKEN_EXCHANGE_GRANT}`);
  }
  if (request.subject_token_type !== HANDOFF_TOKEN_TYPE) {
    throw invalid('invalid_request', `subject_token_type must be ${HANDOFF_TOKEN_TYPE}`);
  }
  const { userId, sessionId, organizationId } = await takeHandoff(
    deps.prisma,
    deps.config,
    request.subject_token,
    service,
  );
  const person = await servicePersonOf(deps.prisma, sessionId, userId, organizationId).catch(() => {
    throw invalid('invalid_grant', 'The WinHub session of this hand-off has ended.');
  });
  // The service now works in the hand-off's organization; a logout already delivered for this session
  // and service (a removal from another organization) must not keep the next one from being written.
  await deps.prisma.$transaction([
    deps.prisma.logoutDelivery.deleteMany({ where: { sessionId, service, deliveredAt: { not: null } } }),
    deps.prisma.serviceSession.upsert({
      where: { sessionId_service: { sessionId, service } },
      create: { sessionId, service, organizationId },
      update: { organizationId, redeemedAt: new Date() },
    }),
  ]);
  const accessToken = await deps.tokens.issueServiceAccessToken({
    audience: serviceClientId(service),
    subject: userId,
    sessionId,
  });
  return {
    access_token: accessToken,
    issued_token_type: ACCESS_TOKEN_TYPE,
    token_type: 'Bearer',
    expires_in: SERVICE_ACCESS_TOKEN_TTL_SECONDS,
    session: { sid: sessionId },
    ...person,
  };
}

/** The status call ("who is this session"): the person while the WinHub session lasts, 401 after. */
export async function serviceSessionStatus(
  deps: SuiteDeps,
  accessToken: string,
): Promise<ServiceSessionResponse> {
  const claims = await deps.tokens.verifyServiceAccessToken(accessToken).catch(() => {
    throw unauthenticated('invalid_token', 'Invalid or expired service access token');
  });
  const service = serviceOfClientId(claims.audience);
  if (!service) throw unauthenticated('invalid_token', 'Not a service access token');
  // the organization the service joined in: gone when the person was removed from it
  const joined = await deps.prisma.serviceSession.findUnique({
    where: { sessionId_service: { sessionId: claims.sessionId, service } },
    select: { organizationId: true },
  });
  const person = await servicePersonOf(
    deps.prisma,
    claims.sessionId,
    claims.subject,
    joined?.organizationId ?? null,
  );
  return { session: { sid: claims.sessionId, active: true }, ...person };
}
