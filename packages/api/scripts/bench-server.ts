// The server `pnpm bench:api` measures each layer's cost with: as `dist/main.js`, but built without
// the layer named in its argument (`src/http/createApp.ts` APP_LAYERS), or with all of them when none
// is named. Bench-only: `pnpm start` never runs it.
import { createServer } from 'node:http';
import { loadConfig } from '../src/config.ts';
import { APP_LAYERS, type AppLayer } from '../src/http/createApp.ts';
import { createLogger } from '../src/logger.ts';
import { createWinHub } from '../src/server.ts';

const asked = process.argv[2];
const isLayer = (name: string | undefined): name is AppLayer =>
  (APP_LAYERS as readonly string[]).includes(name ?? '');
if (asked !== undefined && !isLayer(asked)) {
  throw new Error(`bench-server: unknown layer ${asked} (one of: ${APP_LAYERS.join(', ')})`);
}

const config = loadConfig();
const logger = createLogger(config.logLevel);
const winhub = await createWinHub(config, logger, {}, asked ? { benchWithout: asked } : {});
const server = createServer(winhub.app).listen(config.port);
process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void winhub.close().then(() => process.exit(0));
});
