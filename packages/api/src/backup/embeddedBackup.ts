import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

/** The embedded database's files inside DATA_DIR (as db.ts opens them). */
export const pgliteDirOf = (dataDir: string) => path.join(dataDir, 'pglite');

/**
 * A consistent copy of the embedded database while nothing else has it open: PGlite's own dump (a gzip
 * tarball of its data directory, taken by the database itself between statements).
 */
export async function dumpClosedDatabase(dataDir: string): Promise<Blob> {
  const directory = pgliteDirOf(dataDir);
  if (!existsSync(directory)) throw new Error(`no embedded database in ${dataDir} (DATA_DIR)`);
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = await PGlite.create(directory);
  try {
    return await pglite.dumpDataDir('gzip');
  } finally {
    await pglite.close();
  }
}

/**
 * Replaces the embedded database with the one in `backup` (the server must be stopped). The current
 * files are kept beside it as `pglite.before-restore-<time>`, so a restore can be undone by hand.
 */
export async function restoreDatabase(dataDir: string, backup: Blob): Promise<{ keptAs: string | null }> {
  try {
    // read whole first: PGlite's own reader fails a damaged file outside the promise it answers
    gunzipSync(Buffer.from(await backup.arrayBuffer()));
  } catch {
    throw new Error('the backup could not be restored (not a whole gzip file); the database is unchanged');
  }
  const directory = pgliteDirOf(dataDir);
  let keptAs: string | null = null;
  if (existsSync(directory)) {
    keptAs = `${directory}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    await fs.rename(directory, keptAs);
  }
  const { PGlite } = await import('@electric-sql/pglite');
  try {
    const pglite = await PGlite.create(directory, { loadDataDir: backup });
    await pglite.query('SELECT count(*) FROM "_prisma_migrations"');
    await pglite.close();
  } catch (error) {
    await fs.rm(directory, { recursive: true, force: true });
    if (keptAs) await fs.rename(keptAs, directory);
    throw new Error(
      `the backup could not be restored (${(error as Error).message}); the database is unchanged`,
    );
  }
  return { keptAs };
}
