import type { AppConfig } from './config.ts';
import { createDb, type Db } from './db.ts';
import { billingRouters } from './http/billingRouters.ts';
import { createApp } from './http/createApp.ts';
import { createIdentity } from './identity/createIdentity.ts';
import type { Logger } from './logger.ts';

/** Everything one WinHub process serves: database, identity provider, api, billing and the built app. */
export async function createWinHub(config: AppConfig, logger: Logger) {
  const db: Db = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const identity = await createIdentity({ config, prisma: db.prisma, logger });
  const app = createApp({
    prisma: db.prisma,
    config,
    logger,
    identity,
    ...billingRouters(config, db.prisma),
  });
  return { app, db, identity };
}
