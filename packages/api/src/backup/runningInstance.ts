import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writableDataDir } from '../config/dataDirectory.ts';
import { type EnvConfig, MEMORY_DATA_DIR, StartupError } from '../config.ts';

/**
 * What a WinHub on the embedded database leaves in its DATA_DIR while it runs, so the operator commands
 * (`pnpm backup`, `deactivate`, `seed`…) go through it instead of opening its database behind its back,
 * whatever PORT it was started with.
 */
export interface RunningInstance {
  pid: number;
  /** Where a command on this machine reaches it (loopback), whatever PUBLIC_ORIGIN says. */
  address: string;
  publicOrigin: string;
  startedAt: string;
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

/** The WinHub running on this DATA_DIR; null when none is (no file, or the file of a process that died). */
export function findRunningInstance(dataDir: string): RunningInstance | null {
  const instance = readInstanceFile(runningInstancePath(dataDir));
  return instance && isAlive(instance.pid) ? instance : null;
}

/**
 * On the embedded database: makes DATA_DIR (one line when it cannot be written), refuses it when another
 * WinHub holds it, and says in it that this process does, until this process exits. Call it once the port
 * is bound and before the database is opened.
 */
export async function announceRunningInstance(config: EnvConfig): Promise<void> {
  if (config.databaseUrl || config.dataDir === MEMORY_DATA_DIR) return;
  const dataDir = await writableDataDir(config.dataDir);
  const file = runningInstancePath(dataDir);
  const other = findRunningInstance(dataDir);
  if (other && other.pid !== process.pid) {
    throw new StartupError(
      `DATA_DIR="${dataDir}" is in use by the WinHub of pid ${other.pid} (${other.address}): its embedded ` +
        `database allows one process; stop that one or choose another DATA_DIR (if no WinHub runs, delete ${file})`,
    );
  }
  const instance: RunningInstance = {
    pid: process.pid,
    address: `http://127.0.0.1:${config.port}`,
    publicOrigin: config.publicOrigin,
    startedAt: new Date().toISOString(),
  };
  writeFileSync(file, `${JSON.stringify(instance, null, 2)}\n`);
  process.once('exit', () => {
    if (readInstanceFile(file)?.pid === process.pid) rmSync(file, { force: true });
  });
}
