import { createServer } from 'node:http';
import { loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { createWinHub } from './server.ts';

const SHUTDOWN_GRACE_MS = 10_000;

const config = loadConfig();
const logger = createLogger(config.logLevel);
const { app, db } = await createWinHub(config, logger);

const server = createServer(app);
server.listen(config.port, () => {
  logger.info(
    { port: config.port, origin: config.publicOrigin, database: db.mode, issuer: config.identity.issuer },
    `WinHub listening on ${config.publicOrigin}`,
  );
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down: finishing in-flight requests');
  const forced = setTimeout(() => {
    logger.warn('in-flight requests did not finish in time; closing connections');
    server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS);
  forced.unref();
  server.close(async () => {
    await db.close();
    logger.info('stopped');
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
