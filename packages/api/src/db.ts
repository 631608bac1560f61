import fs from 'node:fs/promises';
import path from 'node:path';
import { MEMORY_DATA_DIR } from './config.ts';
import { PrismaClient } from './generated/prisma/client.ts';
import { applyMigrations } from './migrate.ts';

export type { PrismaClient } from './generated/prisma/client.ts';

export interface DbOptions {
  /** PostgreSQL URL; a `schema` search parameter selects the schema. Null or unset: embedded PGlite. */
  databaseUrl?: string | null;
  /** PGlite data directory (its `pglite` subfolder is used), or 'memory://' for a throwaway database. */
  dataDir?: string;
}

export interface Db {
  prisma: PrismaClient;
  mode: 'postgres' | 'pglite';
  close: () => Promise<void>;
}

/** Splits Prisma's `?schema=` convention from a URL node-postgres understands. */
function parsePostgresUrl(databaseUrl: string): { connectionString: string; schema: string | undefined } {
  const url = new URL(databaseUrl);
  const schema = url.searchParams.get('schema') ?? undefined;
  url.searchParams.delete('schema');
  return { connectionString: url.toString(), schema };
}

async function createPostgresDb(databaseUrl: string): Promise<Db> {
  const { default: pg } = await import('pg');
  const { PrismaPg } = await import('@prisma/adapter-pg');
  const { connectionString, schema } = parsePostgresUrl(databaseUrl);
  const pool = new pg.Pool({
    connectionString,
    options: schema ? `-c search_path="${schema.replaceAll('"', '')}"` : undefined,
  });
  const client = await pool.connect();
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
  return {
    prisma,
    mode: 'postgres',
    close: async () => {
      await prisma.$disconnect();
      await pool.end();
    },
  };
}

async function createPgliteDb(dataDir: string): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { PrismaPGlite } = await import('pglite-prisma-adapter');
  let pglite: InstanceType<typeof PGlite>;
  if (dataDir === MEMORY_DATA_DIR) {
    pglite = await PGlite.create();
  } else {
    await fs.mkdir(dataDir, { recursive: true });
    pglite = await PGlite.create(path.join(dataDir, 'pglite'));
  }
  await applyMigrations({
    exec: async (sql) => {
      await pglite.exec(sql);
    },
    query: async (sql, params) => (await pglite.query<Record<string, unknown>>(sql, params)).rows,
  });
  const prisma = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  return {
    prisma,
    mode: 'pglite',
    close: async () => {
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}

/** One PrismaClient: PostgreSQL when a URL is given, embedded PGlite otherwise; pending migrations applied. */
export async function createDb(options: DbOptions = {}): Promise<Db> {
  if (options.databaseUrl) return createPostgresDb(options.databaseUrl);
  return createPgliteDb(options.dataDir ?? MEMORY_DATA_DIR);
}
