import { writeOperatorToken } from './backup/operatorToken.ts';
import { type ComposeOptions, composeApp } from './composeApp.ts';
import { createPaymentGateway } from './composePayments.ts';
import type { EnvConfig } from './config.ts';
import { MEMORY_DATA_DIR } from './config.ts';
import { createDb, type Db, type DbOptions } from './db.ts';
import { seedIfEmpty } from './demoData.ts';
import type { Logger } from './logger.ts';
import { createMetrics } from './observability/metrics.ts';
import { connectRedis } from './redis.ts';
import { startPaymentReconciliation } from './services/billing/reconcile.ts';
import { outboxBacklog } from './services/outbox/leasedOutbox.ts';
import { withSharedSecrets } from './sharedSecrets.ts';

const OUTBOX_TABLES = {
  payment: 'payment_outbox',
  mail: 'mail_outbox',
  logout: 'logout_deliveries',
} as const;

/** Everything one WinHub process serves: database, identity provider, api, billing and the built app. */
export async function createWinHub(
  envConfig: EnvConfig,
  logger: Logger,
  dbOptions: Pick<DbOptions, 'connectWaitMs'> = {},
  benchOnly: Pick<ComposeOptions, 'benchWithout'> = {},
) {
  const db: Db = await createDb({
    databaseUrl: envConfig.databaseUrl,
    poolSize: envConfig.databasePoolSize,
    dataDir: envConfig.dataDir,
    ...dbOptions,
    onWaiting: (error, retryInMs) =>
      logger.warn({ err: error.message, retryInMs }, 'database unreachable, retrying'),
  });
  const redis = envConfig.redisUrl ? await connectRedis(envConfig.redisUrl, logger) : null;
  const config = await withSharedSecrets(envConfig, db.prisma);
  const gateway = createPaymentGateway(config, db.prisma);
  const metrics = createMetrics({
    poolStats: db.poolStats,
    outboxBacklog: (outbox) => outboxBacklog(db.prisma, OUTBOX_TABLES[outbox]),
    redisReady: () => (redis ? redis.isReady : null),
  });
  const composed = await composeApp({
    config,
    prisma: db.prisma,
    query: db.query,
    redis,
    logger,
    gateway,
    metrics,
    ...benchOnly,
    // the embedded database is this process's alone: the operator commands reach it through the server
    ...(db.dump && config.dataDir !== MEMORY_DATA_DIR
      ? {
          operator: {
            operatorToken: await writeOperatorToken(config.dataDir),
            dump: db.dump,
            ...(process.env.NODE_ENV === 'production' ? {} : { seed: () => seedIfEmpty(db.prisma) }),
          },
        }
      : {}),
  });
  const stopReconciliation = startPaymentReconciliation({ prisma: db.prisma, gateway }, logger);
  const close = async () => {
    stopReconciliation();
    composed.close();
    await redis?.close();
    await db.close();
  };
  return { app: composed.app, db, identity: composed.identity, config, close };
}
