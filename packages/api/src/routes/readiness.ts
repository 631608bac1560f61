import { readdirSync } from 'node:fs';
import { Router } from 'express';
import type { AppConfig } from '../config.ts';
import type { HealthResponse, ReadinessResponse } from '../contract/system.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../databaseErrors.ts';
import type { PrismaClient } from '../db.ts';
import { migrationsDir } from '../migrate.ts';
import { routePath } from './routePath.ts';

const DISCOVERY_TIMEOUT_MS = 2000;

async function migrationsState(prisma: PrismaClient, expected: string[]): Promise<'current' | 'pending'> {
  const rows = await prisma.$queryRaw<{ migration_name: string }[]>`
    SELECT migration_name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`;
  const applied = new Set(rows.map((row) => row.migration_name));
  return expected.every((name) => applied.has(name)) ? 'current' : 'pending';
}

async function discoveryAnswers(issuer: string): Promise<boolean> {
  try {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
      signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * `GET /api/health` is liveness (the process answers; the database state is information only) and
 * `GET /api/ready` is readiness: database up, migrations at this build's version, external provider found.
 */
export function createReadinessRouter(deps: { prisma: PrismaClient; config: AppConfig }): Router {
  const router = Router();
  const expectedMigrations = readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const { externalIssuer } = deps.config.identity;

  router.get(routePath('health'), async (_req, res) => {
    const up = await deps.prisma.$queryRaw`SELECT 1`.then(
      () => true,
      () => false,
    );
    const body: HealthResponse = { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down' };
    res.json(body);
  });

  router.get(routePath('ready'), async (_req, res) => {
    const [migrations, identityProvider] = await Promise.all([
      migrationsState(deps.prisma, expectedMigrations).catch(() => 'unknown' as const),
      externalIssuer
        ? discoveryAnswers(externalIssuer).then((ok) => (ok ? ('up' as const) : ('down' as const)))
        : ('embedded' as const),
    ]);
    const database = migrations === 'unknown' ? 'down' : 'up';
    const ready = database === 'up' && migrations === 'current' && identityProvider !== 'down';
    const body: ReadinessResponse = {
      status: ready ? 'ready' : 'not_ready',
      database,
      migrations,
      identityProvider,
    };
    if (!ready) res.set('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    res
      .status(ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json(body);
  });

  return router;
}
