import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writableDataDir } from '../config/dataDirectory.ts';
import { type EnvConfig, MEMORY_DATA_DIR, StartupError } from '../config.ts';

/**
 * What a running WinHub leaves in its DATA_DIR, so the operator commands (`pnpm backup`, `deactivate`,
 * `seed`…) go through the one on the embedded database instead of opening it behind its back, whatever
 * PORT it was started with; one on PostgreSQL notes itself there too, for the operator to see.
 */
export interface RunningInstance {
  pid: number;
  /** Where a command on this machine reaches it (loopback), whatever PUBLIC_ORIGIN says. */
  address: string;
  publicOrigin: string;
  startedAt: string;
  /** Absent in the files of earlier builds, which ran on the embedded database only. */
  database?: 'embedded' | 'postgresql';
}

export const runningInstancePath = (dataDir: string) => path.join(dataDir, 'running.json');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // the process exists but belongs to another user
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readInstanceFile(file: string): RunningInstance | null {
  try {
    const instance = JSON.parse(readFileSync(file, 'utf8')) as Partial<RunningInstance>;
    if (typeof instance.pid !== 'number' || typeof instance.address !== 'string') return null;
    return instance as RunningInstance;
  } catch {
    return null;
  }
}

/** The WinHub noted in this DATA_DIR; null when none is (no file, or the file of a process that died). */
export function findRunningInstance(dataDir: string): RunningInstance | null {
  const instance = readInstanceFile(runningInstancePath(dataDir));
  return instance && isAlive(instance.pid) ? instance : null;
}

/** The WinHub that has this DATA_DIR's embedded database open; null when none has. */
export function findEmbeddedInstance(dataDir: string): RunningInstance | null {
  const instance = findRunningInstance(dataDir);
  return instance?.database === 'postgresql' ? null : instance;
}

/** Notes this process in `file` until it exits (a clean stop, a signal handled, or an error). */
function noteThisInstance(file: string, config: EnvConfig, database: RunningInstance['database']): void {
  const instance: RunningInstance = {
    pid: process.pid,
    address: `http://127.0.0.1:${config.port}`,
    publicOrigin: config.publicOrigin,
    startedAt: new Date().toISOString(),
    database,
  };
  writeFileSync(file, `${JSON.stringify(instance, null, 2)}\n`);
  process.once('exit', () => {
    if (readInstanceFile(file)?.pid === process.pid) rmSync(file, { force: true });
  });
}

/**
 * On PostgreSQL, which any number of instances share, DATA_DIR holds nothing WinHub needs: the note is for
 * the operator, so a folder it cannot write, or one another live instance already noted itself in, only
 * gets a warning.
 */
async function notePostgresInstance(config: EnvConfig, warn: (message: string) => void): Promise<void> {
  try {
    const dataDir = await writableDataDir(config.dataDir);
    const file = runningInstancePath(dataDir);
    const other = findRunningInstance(dataDir);
    if (other && other.pid !== process.pid) {
      warn(
        `${file} names the WinHub of pid ${other.pid} (${other.address}); this one is not noted there: ` +
          'give each instance on this machine a DATA_DIR of its own',
      );
      return;
    }
    noteThisInstance(file, config, 'postgresql');
  } catch (error) {
    warn(`${(error as Error).message}; this WinHub is not noted in DATA_DIR/running.json`);
  }
}

/**
 * Says in DATA_DIR/running.json that this process runs, until it exits. On the embedded database it first
 * makes DATA_DIR (one line when it cannot be written) and refuses it when another WinHub holds that
 * database. Call it once the port is bound and before the database is opened.
 */
export async function announceRunningInstance(
  config: EnvConfig,
  warn: (message: string) => void,
): Promise<void> {
  if (config.dataDir === MEMORY_DATA_DIR) return;
  if (config.databaseUrl) return notePostgresInstance(config, warn);
  const dataDir = await writableDataDir(config.dataDir);
  const file = runningInstancePath(dataDir);
  const other = findEmbeddedInstance(dataDir);
  if (other && other.pid !== process.pid) {
    throw new StartupError(
      `DATA_DIR="${dataDir}" is in use by the WinHub of pid ${other.pid} (${other.address}): its embedded ` +
        `database allows one process; stop that one or choose another DATA_DIR (if no WinHub runs, delete ${file})`,
    );
  }
  noteThisInstance(file, config, 'embedded');
}
