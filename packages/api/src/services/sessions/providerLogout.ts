import type { AppConfig } from '../../config.ts';
import { invalid } from '../../domain/errors.ts';
import type { Identity } from '../../domain/ports/identity.ts';
import type { PrismaClient } from '../../generated/prisma/client.ts';
import { endSessionsNow, type SessionPorts } from './sessions.ts';

/** What ending sessions on the identity provider's word needs. */
export interface ProviderLogoutDeps {
  prisma: PrismaClient;
  config: AppConfig;
  identity: Pick<Identity, 'external' | 'verifyLogoutToken'>;
  sessions: SessionPorts;
}

/**
 * Front-Channel Logout 1.0, for providers that only speak it (Debian's LemonLDAP::NG 2.16): the provider's
 * sign-out page names its issuer and the session id it gave WinHub. That LemonLDAP::NG gives no session id
 * in its ID tokens and sends the person's subject as `sid`: for sessions whose provider gave no session
 * id, `sid` is matched against the subject.
 */
export async function frontChannelLogout(
  deps: ProviderLogoutDeps,
  request: { issuer: string; sid: string },
): Promise<void> {
  const { issuer, sid } = request;
  if (!deps.identity.external || issuer !== deps.config.identity.issuer || !sid || sid.length > 512) {
    throw invalid('invalid_request', 'iss must be the identity provider and sid its session');
  }
  const ended = await endSessionsNow(deps.prisma, deps.sessions, { providerSid: sid }, 'provider_logout');
  if (ended.length === 0) {
    const subject = { subject: sid, onlyWithoutProviderSid: true };
    await endSessionsNow(deps.prisma, deps.sessions, subject, 'provider_logout');
  }
}

/** The identity provider ends a session (OpenID Connect Back-Channel Logout): WinHub's sessions of it end too. */
export async function backChannelLogout(deps: ProviderLogoutDeps, logoutToken: string): Promise<void> {
  const ended = await deps.identity.verifyLogoutToken(logoutToken);
  const selector = ended.providerSid ? { providerSid: ended.providerSid } : { subject: ended.subject ?? '' };
  await endSessionsNow(deps.prisma, deps.sessions, selector, 'provider_logout');
}
