import path from 'node:path';
import { type RunningStandIns, startStandInServices } from '@winhub/stand-in-service';
import { serviceClientId } from './config/services.ts';
import { type AppConfig, MEMORY_DATA_DIR, SERVICE_KEYS } from './config.ts';
import { SERVICE_NAMES } from './contract/common.ts';
import type { Logger } from './logger.ts';

/**
 * On the embedded default (no SERVICE_ORIGINS, not production) this process also serves a stand-in for
 * each service on its default origin, so every "Open" lands on a working relying party of WinHub.
 * They call this process on loopback and keep their sessions beside the embedded database.
 */
export function startStandIns(config: AppConfig, logger: Logger): Promise<RunningStandIns> {
  return startStandInServices(
    SERVICE_KEYS.map((service) => ({
      service,
      displayName: `WinHub ${SERVICE_NAMES[service]}`,
      port: Number(new URL(config.serviceOrigins[service]).port),
      winhubOrigin: config.publicOrigin,
      winhubApiOrigin: `http://127.0.0.1:${config.port}`,
      clientId: serviceClientId(service),
      clientSecret: config.serviceClientSecrets[service],
      sessionFile:
        config.dataDir === MEMORY_DATA_DIR ? null : path.join(config.dataDir, 'stand-ins', `${service}.json`),
    })),
    (message) => logger.warn(message),
  );
}
