// What the operator commands share: the configuration, the file named on the command line (relative to
// where the command was typed), and the WinHub running on this DATA_DIR, found by the file it leaves there
// (whatever PORT it was started with), to act through instead of opening its embedded database.
import { fchmodSync, openSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { operatorTokenPath } from '../src/backup/operatorToken.ts';
import { findRunningInstance, type RunningInstance } from '../src/backup/runningInstance.ts';
import { type EnvConfig, loadConfig, MEMORY_DATA_DIR, StartupError } from '../src/config.ts';

const READY_WAIT_MS = 120_000;

/** Prints one line and exits 1. */
export function fail(command: string, line: string): never {
  console.error(`${command}: ${line}`);
  process.exit(1);
}

export function operatorConfig(command: string): EnvConfig {
  try {
    const config = loadConfig();
    if (config.dataDir === MEMORY_DATA_DIR && !config.databaseUrl) {
      fail(command, 'DATA_DIR=memory:// keeps no database between processes: there is nothing to reach');
    }
    return config;
  } catch (error) {
    if (error instanceof StartupError) fail(command, error.message);
    throw error;
  }
}

/** The file argument, resolved against the folder the command was typed in (pnpm runs scripts elsewhere). */
export function fileArgument(command: string, usage: string): string {
  const file = process.argv[2];
  if (!file) fail(command, `usage: ${usage}`);
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

/** A file only this user can read (a backup holds the instances' shared secrets), emptied if it exists. */
export function openPrivateFile(command: string, file: string): number {
  try {
    const fd = openSync(file, 'w', 0o600);
    // `mode` applies only to a new file: an existing one keeps its own unless changed
    fchmodSync(fd, 0o600);
    return fd;
  } catch (error) {
    return fail(command, `cannot write ${file} (${(error as NodeJS.ErrnoException).code})`);
  }
}

export const describeInstance = (instance: RunningInstance) =>
  `WinHub (pid ${instance.pid}, ${instance.address})`;

export interface RunningServer {
  instance: RunningInstance;
  /** A call to one of its `/operator/*` endpoints, with the operator token of DATA_DIR. */
  call(endpoint: string, init?: RequestInit): Promise<Response>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits while it is starting; false when it stopped meanwhile. */
async function untilReady(command: string, dataDir: string, instance: RunningInstance): Promise<boolean> {
  const deadline = Date.now() + READY_WAIT_MS;
  let told = false;
  while (Date.now() < deadline) {
    const health = await fetch(`${instance.address}/api/health`, { signal: AbortSignal.timeout(2000) }).catch(
      () => null,
    );
    if (health?.ok) return true;
    if (findRunningInstance(dataDir)?.pid !== instance.pid) return false;
    if (!told) console.error(`${command}: waiting for ${describeInstance(instance)} to finish starting…`);
    told = true;
    await sleep(500);
  }
  return fail(
    command,
    `${describeInstance(instance)} holds DATA_DIR=${dataDir} but does not answer: ` +
      'wait for it or stop it, then run this again',
  );
}

/**
 * The WinHub that has this DATA_DIR's embedded database open, ready to be asked; null when none runs (or
 * with PostgreSQL, which every process may open). A WinHub on PostgreSQL noted in DATA_DIR stops a command
 * typed without its DATABASE_URL, which would otherwise work on an embedded database nothing uses.
 */
export async function runningServer(command: string, config: EnvConfig): Promise<RunningServer | null> {
  if (config.databaseUrl) return null;
  const instance = findRunningInstance(config.dataDir);
  if (instance?.database === 'postgresql') {
    return fail(
      command,
      `${describeInstance(instance)} runs on PostgreSQL: give this command its DATABASE_URL`,
    );
  }
  if (!instance || !(await untilReady(command, config.dataDir, instance))) return null;
  let token: string;
  try {
    token = readFileSync(operatorTokenPath(config.dataDir), 'utf8');
  } catch {
    return fail(
      command,
      `${describeInstance(instance)} runs but ${operatorTokenPath(config.dataDir)} is missing`,
    );
  }
  return {
    instance,
    call: async (endpoint, init = {}) => {
      const answer = await fetch(`${instance.address}${endpoint}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
      }).catch((error: Error) =>
        fail(command, `${describeInstance(instance)} did not answer (${error.message})`),
      );
      if (answer.status === 401) {
        fail(
          command,
          `${describeInstance(instance)} refused the operator token of DATA_DIR=${config.dataDir}`,
        );
      }
      return answer;
    },
  };
}
