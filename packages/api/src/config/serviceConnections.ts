import { SERVICE_KEYS, type ServiceKey } from '../contract/common.ts';
import { serviceClientId } from './services.ts';
import type { AppConfig } from './types.ts';

/** What a service team needs to connect a service to this WinHub (`pnpm service-credentials` prints it). */
export interface ServiceConnection {
  service: ServiceKey;
  clientId: string;
  clientSecret: string;
  /** Where "Open" sends people, with `?token=<hand-off>`. */
  opensAt: string;
  redeemUrl: string;
  statusUrl: string;
  jwksUrl: string;
  /** Where WinHub posts its back-channel logout tokens. */
  logoutUrl: string;
}

export function serviceConnections(config: AppConfig): ServiceConnection[] {
  const api = `${config.publicOrigin}/api/auth`;
  return SERVICE_KEYS.map((service) => ({
    service,
    clientId: serviceClientId(service),
    clientSecret: config.serviceClientSecrets[service],
    opensAt: config.serviceOrigins[service],
    redeemUrl: `${api}/service-handoff/redeem`,
    statusUrl: `${api}/service-session`,
    jwksUrl: `${api}/jwks`,
    logoutUrl: config.serviceLogoutUrls[service],
  }));
}
