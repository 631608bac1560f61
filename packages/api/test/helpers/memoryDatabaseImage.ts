import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb } from '../../src/db.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file holding a migrated, empty embedded database (PGlite's dump), or '' on PostgreSQL. */
    memoryDatabaseImage: string;
  }
}

/**
 * Vitest's global setup: one migrated embedded database, dumped to a file every test file's throwaway
 * databases start from, so each skips creating a cluster and migrating it (seconds each, over 60 files).
 */
export default async function makeMemoryDatabaseImage(project: TestProject): Promise<() => void> {
  if (process.env.DATABASE_URL) {
    project.provide('memoryDatabaseImage', '');
    return () => {};
  }
  const db = await createDb({ dataDir: 'memory://' });
  if (!db.dump) throw new Error('the embedded database has no dump');
  const image = await db.dump();
  await db.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'winhub-api-tests-'));
  const file = path.join(dir, 'migrated.tar.gz');
  writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  project.provide('memoryDatabaseImage', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
