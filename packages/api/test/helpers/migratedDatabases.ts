import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb } from '../../src/db.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding a migrated, empty embedded database (PGlite's dump), or '' on PostgreSQL. */
    memoryDatabaseImage: string;
    /** A DATA_DIR holding a migrated, empty embedded database, to copy and never use, or '' on PostgreSQL. */
    migratedDataDir: string;
  }
}

/**
 * Vitest's global setup: one migrated embedded database, made once for the whole run, in the two forms the
 * tests start from: a DATA_DIR the server-process tests copy (see helpers/dataDir.ts), and its dump, every
 * test file's throwaway in-memory databases load. Each then skips creating a cluster and migrating it
 * (seconds each, over 60 files).
 */
export default async function makeMigratedDatabases(project: TestProject): Promise<() => void> {
  if (process.env.DATABASE_URL) {
    project.provide('memoryDatabaseImage', '');
    project.provide('migratedDataDir', '');
    return () => {};
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'winhub-api-tests-'));
  const dataDir = path.join(dir, 'data');
  const db = await createDb({ dataDir });
  if (!db.dump) throw new Error('the embedded database has no dump');
  const image = await db.dump();
  await db.close();
  const file = path.join(dir, 'migrated.tar.gz');
  writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  project.provide('memoryDatabaseImage', file);
  project.provide('migratedDataDir', dataDir);
  return () => rmSync(dir, { recursive: true, force: true });
}
