// `pnpm stand-in <service>`: one stand-in service, by itself, for the WinHub of this configuration — on the
// port of the service's origin (SERVICE_ORIGINS, else STAND_IN_BASE_PORT and the five ports after it), with
// the client secret the running WinHub gives (or its database, with PostgreSQL). For when WinHub runs with
// SERVICE_ORIGINS (its own stand-ins off) and one service should still land on a working stand-in.
import { createServer } from 'node:http';
import path from 'node:path';
import { createStandInService } from '@winhub/stand-in-service';
import { MEMORY_DATA_DIR, SERVICE_KEYS, type ServiceKey } from '../src/config.ts';
import { SERVICE_NAMES } from '../src/contract/common.ts';
import { fail, operatorConfig, runningServer } from './operatorCommand.ts';
import { serviceConnectionsOf } from './serviceConnections.ts';

const service = process.argv[2] as ServiceKey | undefined;
if (!service || !SERVICE_KEYS.includes(service)) {
  fail('stand-in', `usage: pnpm stand-in <service>   (one of ${SERVICE_KEYS.join(', ')})`);
}
const config = operatorConfig('stand-in');
// the embedded database is the running server's: without one there is no WinHub to stand in for
const server = await runningServer('stand-in', config);
if (!server && !config.databaseUrl) {
  fail('stand-in', `no WinHub runs on DATA_DIR=${config.dataDir}: start it first (pnpm start)`);
}
const { connections } = await serviceConnectionsOf('stand-in', config);
const connection = connections.find((candidate) => candidate.service === service);
if (!connection) fail('stand-in', `WinHub does not know the service ${service}`);

const origin = new URL(connection.opensAt);
const displayName = `WinHub ${SERVICE_NAMES[service]}`;
const app = createStandInService({
  service,
  displayName,
  winhubOrigin: server?.instance.publicOrigin ?? config.publicOrigin,
  winhubApiOrigin: server?.instance.address ?? `http://127.0.0.1:${config.port}`,
  clientId: connection.clientId,
  clientSecret: connection.clientSecret,
  sessionFile:
    config.dataDir === MEMORY_DATA_DIR ? null : path.join(config.dataDir, 'stand-ins', `${service}.json`),
});
const port = Number(origin.port || (origin.protocol === 'https:' ? 443 : 80));
const http = createServer(app);
http.once('error', (error: NodeJS.ErrnoException) =>
  fail(
    'stand-in',
    error.code === 'EADDRINUSE'
      ? `port ${port} (${origin.origin}) is in use: is WinHub's own ${displayName} stand-in running?`
      : error.message,
  ),
);
http.listen(port, () =>
  console.log(
    `${displayName} stand-in on ${origin.origin}, for WinHub at ${server?.instance.publicOrigin ?? config.publicOrigin}`,
  ),
);
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    http.close(() => process.exit(0));
    http.closeAllConnections();
  });
}
