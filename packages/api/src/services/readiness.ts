import { readdirSync } from 'node:fs';
import type { HealthResponse, ReadinessResponse } from '../contract/system.ts';
import type { PrismaClient } from '../db.ts';
import { migrationsDir } from '../migrate.ts';

const DISCOVERY_TIMEOUT_MS = 2000;

export interface ReadinessDeps {
  prisma: PrismaClient;
  /** The migrations this build ships (`migrationsOfThisBuild`). */
  expectedMigrations: string[];
  /** The external provider's issuer, null with the embedded one. */
  externalIssuer: string | null;
}

/** The migrations this build ships, one folder each. */
export function migrationsOfThisBuild(): string[] {
  return readdirSync(migrationsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

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

/** Liveness: the process answers; the database's state is information only. */
export async function health(prisma: PrismaClient): Promise<HealthResponse> {
  const up = await prisma.$queryRaw`SELECT 1`.then(
    () => true,
    () => false,
  );
  return { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down' };
}

/** Readiness: database up, migrations at this build's version, external provider found. */
export async function readiness(deps: ReadinessDeps): Promise<ReadinessResponse> {
  const { externalIssuer } = deps;
  const [migrations, identityProvider] = await Promise.all([
    migrationsState(deps.prisma, deps.expectedMigrations).catch(() => 'unknown' as const),
    externalIssuer
      ? discoveryAnswers(externalIssuer).then((ok) => (ok ? ('up' as const) : ('down' as const)))
      : ('embedded' as const),
  ]);
  const database = migrations === 'unknown' ? 'down' : 'up';
  const ready = database === 'up' && migrations === 'current' && identityProvider !== 'down';
  return { status: ready ? 'ready' : 'not_ready', database, migrations, identityProvider };
}
