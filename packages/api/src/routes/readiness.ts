import { Router } from 'express';
import type { AppConfig } from '../config.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../databaseErrors.ts';
import type { PrismaClient } from '../db.ts';
import { health, migrationsOfThisBuild, readiness } from '../services/readiness.ts';
import { routePath } from './routePath.ts';

/**
 * `GET /api/health` is liveness (the process answers; the database state is information only) and
 * `GET /api/ready` is readiness: database up, migrations at this build's version, external provider found.
 */
export function createReadinessRouter(deps: { prisma: PrismaClient; config: AppConfig }): Router {
  const router = Router();
  const readinessDeps = {
    prisma: deps.prisma,
    expectedMigrations: migrationsOfThisBuild(),
    externalIssuer: deps.config.identity.externalIssuer,
  };

  router.get(routePath('health'), async (_req, res) => {
    res.json(await health(deps.prisma));
  });

  router.get(routePath('ready'), async (_req, res) => {
    const body = await readiness(readinessDeps);
    const ready = body.status === 'ready';
    if (!ready) res.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    res
      .status(ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json(body);
  });

  return router;
}
