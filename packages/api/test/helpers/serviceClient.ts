import { serviceClientId } from '../../src/config/services.ts';
import type { ServiceKey } from '../../src/contract/common.ts';
import { HANDOFF_TOKEN_TYPE, TOKEN_EXCHANGE_GRANT } from '../../src/contract/suite.ts';
import type { TestApp } from './testApp.ts';

/** `Authorization: Basic …` of a service's client credentials (RFC 6749 §2.3.1). */
export const serviceBasicAuth = (service: ServiceKey, secret: string) =>
  `Basic ${Buffer.from(
    `${encodeURIComponent(serviceClientId(service))}:${encodeURIComponent(secret)}`,
  ).toString('base64')}`;

/** A service redeeming a hand-off token as it should: Token Exchange, form-encoded, with its credentials. */
export function redeemHandoff(
  t: TestApp,
  service: ServiceKey,
  token: string,
  secret: string | null = t.config.serviceClientSecrets[service],
) {
  const call = t.http().post('/api/auth/service-handoff/redeem').type('form');
  if (secret !== null) call.set('Authorization', serviceBasicAuth(service, secret));
  return call.send({
    grant_type: TOKEN_EXCHANGE_GRANT,
    subject_token: token,
    subject_token_type: HANDOFF_TOKEN_TYPE,
  });
}

/** The WinHub session (`sid`) a session token belongs to. */
export const sessionIdOf = (token: string): string => {
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
    sid?: unknown;
  };
  if (typeof claims.sid !== 'string') throw new Error('The token has no sid');
  return claims.sid;
};
