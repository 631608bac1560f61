// One stand-in service against a WinHub anywhere, configured by hand (on the WinHub's own machine,
// `pnpm stand-in erp` needs nothing more):
//   WINHUB_ORIGIN=https://winhub.example.com SERVICE=erp DISPLAY_NAME='WinHub ERP' CLIENT_SECRET=… PORT=3104 \
//   pnpm --filter @winhub/stand-in-service start
// (`pnpm service-credentials erp` prints the secret.) SESSION_FILE keeps its sessions across restarts.
import { createServer } from 'node:http';
import type { ServiceKey } from './standInOptions.ts';
import { createStandInService } from './standInService.ts';

const SERVICES: ServiceKey[] = ['market', 'auth', 'ads', 'erp', 'meet', 'wms'];

const env = process.env;
const service = SERVICES.find((key) => key === env.SERVICE);
const missing = ['WINHUB_ORIGIN', 'SERVICE', 'CLIENT_SECRET', 'PORT'].filter((name) => !env[name]);
if (missing.length || !service) {
  console.error(
    `stand-in: set ${missing.join(', ') || 'SERVICE'} (SERVICE is one of ${SERVICES.join(', ')})`,
  );
  process.exit(1);
}
const displayName = env.DISPLAY_NAME ?? `WinHub ${service}`;

const app = createStandInService({
  service,
  displayName,
  winhubOrigin: env.WINHUB_ORIGIN ?? '',
  clientId: env.CLIENT_ID ?? `winhub-${service}`,
  clientSecret: env.CLIENT_SECRET ?? '',
  sessionFile: env.SESSION_FILE ?? null,
});
const server = createServer(app).listen(Number(env.PORT), () => {
  console.log(`${displayName} stand-in on http://localhost:${env.PORT}`);
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
