import { randomBytes } from 'node:crypto';
import { createDb, type Db } from '../../src/db.ts';
import { memoryDatabase } from '../helpers/testDatabase.ts';

/**
 * A fresh database: in-memory PGlite, or (with DATABASE_URL) a throwaway schema on that
 * PostgreSQL server, dropped on close.
 */
export async function openTestDb(): Promise<Db> {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return createDb(await memoryDatabase());

  const { default: pg } = await import('pg');
  const schema = `billing_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE SCHEMA "${schema}"`);
  await admin.end();

  const url = new URL(databaseUrl);
  url.searchParams.set('schema', schema);
  const db = await createDb({ databaseUrl: url.toString() });
  return {
    ...db,
    close: async () => {
      await db.close();
      const cleanup = new pg.Client({ connectionString: databaseUrl });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA "${schema}" CASCADE`);
      await cleanup.end();
    },
  };
}
