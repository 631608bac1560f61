import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { MEMORY_DATA_DIR } from '../../src/config.ts';
import type { DbOptions } from '../../src/db.ts';

let image: Promise<Blob | undefined> | undefined;

/** The migrated database this run's throwaway ones start from (test/helpers/migratedDatabases.ts). */
const migratedImage = (): Promise<Blob | undefined> => {
  image ??= (async () => {
    const file = inject('memoryDatabaseImage');
    return file ? new Blob([await readFile(file)]) : undefined;
  })();
  return image;
};

/** A throwaway embedded database's options, starting from the migrated image when there is one. */
export async function memoryDatabase(): Promise<DbOptions> {
  const memoryImage = await migratedImage();
  return { dataDir: MEMORY_DATA_DIR, ...(memoryImage ? { memoryImage } : {}) };
}
