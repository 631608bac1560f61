import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';

const migrations = new URL('../../prisma/migrations/', import.meta.url);

/** A database to run migrations on one at a time, as one made before them would meet them. */
export interface MigrationDatabase {
  query(sql: string): Promise<Record<string, unknown>[]>;
  /** Runs the named migration's SQL. */
  migrate(name: string): Promise<void>;
  close(): Promise<void>;
}

async function emptyDatabase(): Promise<Omit<MigrationDatabase, 'migrate'>> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const { PGlite } = await import('@electric-sql/pglite');
    const lite = await PGlite.create();
    return {
      query: async (sql) => (await lite.exec(sql)).at(-1)?.rows ?? [],
      close: () => lite.close(),
    };
  }
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const schema = `mig_${randomBytes(6).toString('hex')}`;
  await client.query(`CREATE SCHEMA "${schema}"; SET search_path TO "${schema}"`);
  return {
    query: async (sql) => {
      const results = await client.query(sql);
      return (Array.isArray(results) ? results.at(-1) : results)?.rows ?? [];
    },
    close: async () => {
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    },
  };
}

/**
 * A fresh database (a schema of DATABASE_URL's PostgreSQL, else an in-memory PGlite) with every migration
 * before `name` applied. `query` answers the rows of its last statement.
 */
export async function databaseBefore(name: string): Promise<MigrationDatabase> {
  const database = await emptyDatabase();
  const migrate = async (migration: string) => {
    await database.query(await readFile(new URL(`${migration}/migration.sql`, migrations), 'utf8'));
  };
  const earlier = (await readdir(migrations, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && entry.name < name)
    .map((entry) => entry.name)
    .sort();
  for (const migration of earlier) await migrate(migration);
  return { ...database, migrate };
}
