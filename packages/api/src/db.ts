import path from 'node:path';
import type pg from 'pg';
import { writableDataDir } from './config/dataDirectory.ts';
import { DEFAULT_DATABASE_POOL_SIZE } from './config/storage.ts';
import { MEMORY_DATA_DIR, StartupError } from './config.ts';
import { isDatabaseUnavailable } from './databaseErrors.ts';
import { PrismaClient } from './generated/prisma/client.ts';
import { applyMigrations } from './migrate.ts';

export type { PrismaClient } from './generated/prisma/client.ts';

export interface DbOptions {
  /** PostgreSQL URL; a `schema` search parameter selects the schema. Null or unset: embedded PGlite. */
  databaseUrl?: string | null;
  /** PGlite data directory (its `pglite` subfolder is used), or 'memory://' for a throwaway database. */
  dataDir?: string;
  /**
   * A throwaway ('memory://') database starts as a copy of this one (PGlite's dump of its files) instead
   * of an empty cluster: creating the cluster costs seconds, and the api tests open one per test file.
   */
  memoryImage?: Blob;
  /** Most connections the PostgreSQL pool opens (default DEFAULT_DATABASE_POOL_SIZE). */
  poolSize?: number;
  /** How long a start waits for an unreachable PostgreSQL before giving up (default 30 s). */
  connectWaitMs?: number;
  /** Told about each failed attempt while waiting for PostgreSQL. */
  onWaiting?: (error: Error, retryInMs: number) => void;
}

/**
 * A parameterised query straight on the driver, for hot paths where Prisma's own cost shows. On
 * PostgreSQL each SQL text becomes a prepared statement, so pass constant SQL and put values in params.
 */
export type SqlQuery = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

export interface Db {
  prisma: PrismaClient;
  query: SqlQuery;
  mode: 'postgres' | 'pglite';
  /** PostgreSQL's connection pool: connections open, idle, and queries waiting for one (null on PGlite). */
  poolStats: () => { total: number; idle: number; waiting: number } | null;
  /** The embedded database only: a consistent copy of it while it runs (PGlite's gzip tarball of its files). */
  dump?: () => Promise<Blob>;
  close: () => Promise<void>;
}

/** Splits Prisma's `?schema=` convention from a URL node-postgres understands. */
function parsePostgresUrl(databaseUrl: string): { connectionString: string; schema: string | undefined } {
  const url = new URL(databaseUrl);
  const schema = url.searchParams.get('schema') ?? undefined;
  url.searchParams.delete('schema');
  return { connectionString: url.toString(), schema };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What an operator should read when PostgreSQL refuses for good (not a transient outage). */
function startupFailure(error: Error): StartupError {
  const code = (error as { code?: string }).code;
  if (code === '3D000') return new StartupError(`DATABASE_URL: ${error.message} (create it first)`);
  if (code === '28P01' || code === '28000') {
    return new StartupError(`DATABASE_URL: the database refused the credentials (${error.message})`);
  }
  return new StartupError(`DATABASE_URL: cannot use the database: ${error.message}`);
}

/** A connection from the pool, retrying with backoff while the server is unreachable. */
async function connectWithRetry(pool: pg.Pool, options: DbOptions): Promise<pg.PoolClient> {
  const deadline = Date.now() + (options.connectWaitMs ?? 30_000);
  for (let delay = 250; ; delay = Math.min(delay * 2, 4000)) {
    try {
      return await pool.connect();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw startupFailure(error as Error);
      const retryInMs = Math.min(delay, deadline - Date.now());
      if (retryInMs <= 0) {
        const seconds = Math.round((options.connectWaitMs ?? 30_000) / 1000);
        throw new StartupError(
          `DATABASE_URL: the database is unreachable (${(error as Error).message}) after trying for ${seconds} s`,
        );
      }
      options.onWaiting?.(error as Error, retryInMs);
      await sleep(retryInMs);
    }
  }
}

async function createPostgresDb(databaseUrl: string, options: DbOptions): Promise<Db> {
  const { default: pg } = await import('pg');
  const { PrismaPg } = await import('@prisma/adapter-pg');
  const { connectionString, schema } = parsePostgresUrl(databaseUrl);
  const pool = new pg.Pool({
    connectionString,
    options: schema ? `-c search_path="${schema.replaceAll('"', '')}"` : undefined,
    connectionTimeoutMillis: 5000,
    max: options.poolSize ?? DEFAULT_DATABASE_POOL_SIZE,
  });
  // an idle connection the server dropped must not crash the process; the next query reconnects
  pool.on('error', () => {});
  const client = await connectWithRetry(pool, options);
  try {
    await applyMigrations({
      exec: async (sql) => {
        await client.query(sql);
      },
      query: async (sql, params) => (await client.query(sql, params)).rows,
    });
  } finally {
    client.release();
  }
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool, schema ? { schema } : undefined) });
  const statementNames = new Map<string, string>();
  // a named statement is parsed and planned once per connection instead of on every call
  const statementName = (sql: string) => {
    const known = statementNames.get(sql);
    if (known !== undefined) return known;
    const name = `winhub_${statementNames.size + 1}`;
    statementNames.set(sql, name);
    return name;
  };
  return {
    prisma,
    query: async (sql, params) =>
      (await pool.query({ name: statementName(sql), text: sql, ...(params ? { values: params } : {}) })).rows,
    mode: 'postgres',
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}

async function createPgliteDb(dataDir: string, memoryImage?: Blob): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { PrismaPGlite } = await import('pglite-prisma-adapter');
  const pglite =
    dataDir === MEMORY_DATA_DIR
      ? await PGlite.create(memoryImage ? { loadDataDir: memoryImage } : {})
      : await PGlite.create(path.join(await writableDataDir(dataDir), 'pglite'));
  await applyMigrations({
    exec: async (sql) => {
      await pglite.exec(sql);
    },
    query: async (sql, params) => (await pglite.query<Record<string, unknown>>(sql, params)).rows,
  });
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  return {
    prisma,
    query: async (sql, params) => (await pglite.query<Record<string, unknown>>(sql, params)).rows,
    mode: 'pglite',
    poolStats: () => null,
    dump: () => pglite.dumpDataDir('gzip'),
    close: async () => {
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}

/** One PrismaClient: PostgreSQL when a URL is given, embedded PGlite otherwise; pending migrations applied. */
export async function createDb(options: DbOptions = {}): Promise<Db> {
  if (options.databaseUrl) return createPostgresDb(options.databaseUrl, options);
  return createPgliteDb(options.dataDir ?? MEMORY_DATA_DIR, options.memoryImage);
}
