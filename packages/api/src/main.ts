import { createServer, type RequestListener, type Server } from 'node:http';
import { announceRunningInstance } from './backup/runningInstance.ts';
import { startSummary } from './config/startSummary.ts';
import { configWarnings, type EnvConfig, loadConfig, StartupError } from './config.ts';
import { createLogger, type Logger } from './logger.ts';
import { createWinHub } from './server.ts';
import { startStandIns } from './standIns.ts';

const SHUTDOWN_GRACE_MS = 10_000;

/** Until the app is ready, every request gets a 503 the proxy or client can retry. */
const starting: RequestListener = (_req, res) => {
  res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '1' });
  res.end(JSON.stringify({ error: { code: 'starting', message: 'WinHub is starting' } }));
};

/** Binds the port first, so a port in use is reported at once and not after the database wait. */
function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(new StartupError(`PORT=${port} is already in use by another process (example: PORT=3001)`));
      } else if (error.code === 'EACCES') {
        reject(new StartupError(`PORT=${port} needs privileges this user lacks (example: PORT=3000)`));
      } else {
        reject(error);
      }
    });
    server.listen(port, () => resolve());
  });
}

async function start(config: EnvConfig, logger: Logger) {
  for (const warning of configWarnings(config)) logger.warn(warning);
  let handler: RequestListener = starting;
  const server = createServer((req, res) => handler(req, res));
  await listen(server, config.port);
  await announceRunningInstance(config, (message) => logger.warn(message));
  const winhub = await createWinHub(config, logger);
  handler = winhub.app;
  const standIns = config.standInServices ? await startStandIns(winhub.config, logger) : null;
  logger.info(
    {
      port: config.port,
      origin: config.publicOrigin,
      database: winhub.db.mode,
      issuer: config.identity.issuer,
    },
    startSummary(config, standIns?.listening ?? []),
  );

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const forced = setTimeout(() => {
      logger.warn('in-flight requests did not finish in time; closing connections');
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    forced.unref();
    server.close(async () => {
      await standIns?.close();
      await winhub.close();
      logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

try {
  const config = loadConfig();
  await start(config, createLogger(config.logLevel));
} catch (error) {
  if (!(error instanceof StartupError)) throw error;
  process.stderr.write(`WinHub cannot start: ${error.message}\n`);
  process.exit(1);
}
