import fs from 'node:fs/promises';
import path from 'node:path';
import { StartupError } from './startupError.ts';

/**
 * `mkdir -p` one level at a time. Node's own recursive mkdir never returns where a parent exists but
 * refuses children with ENOENT (anything under /proc): it retries forever at full CPU.
 */
async function makeDirectory(directory: string): Promise<void> {
  try {
    await fs.mkdir(directory);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' && (await fs.stat(directory)).isDirectory()) return;
    const parent = path.dirname(directory);
    if (code !== 'ENOENT' || parent === directory) throw error;
    await makeDirectory(parent);
    // a second refusal once the parent exists is the answer
    await fs.mkdir(directory).catch((again: NodeJS.ErrnoException) => {
      if (again.code !== 'EEXIST') throw again;
    });
  }
}

/** The data directory, created if needed; one clear line when it cannot be written. */
export async function writableDataDir(dataDir: string): Promise<string> {
  try {
    await makeDirectory(dataDir);
    await fs.access(dataDir, fs.constants.W_OK);
    return dataDir;
  } catch (error) {
    const code = (error as { code?: string }).code ?? (error as Error).message;
    throw new StartupError(
      `DATA_DIR="${dataDir}" is not a writable folder (${code}): choose one this user can write, e.g. DATA_DIR=/var/lib/winhub`,
    );
  }
}
