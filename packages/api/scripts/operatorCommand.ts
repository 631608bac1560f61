// What `pnpm backup`, `pnpm restore` and `pnpm move-to-postgres` share: the configuration, the file named
// on the command line (relative to where the command was typed), and whether WinHub is running.
import path from 'node:path';
import { type EnvConfig, loadConfig, MEMORY_DATA_DIR, StartupError } from '../src/config.ts';

/** Prints one line and exits 1. */
export function fail(command: string, line: string): never {
  console.error(`${command}: ${line}`);
  process.exit(1);
}

export function operatorConfig(command: string): EnvConfig {
  try {
    const config = loadConfig();
    if (config.dataDir === MEMORY_DATA_DIR) fail(command, 'DATA_DIR=memory:// keeps nothing to back up');
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

/** Whether a WinHub answers on this configuration's port of this machine. */
export const isRunning = (config: EnvConfig) =>
  fetch(`http://127.0.0.1:${config.port}/api/health`, { signal: AbortSignal.timeout(1000) }).then(
    () => true,
    () => false,
  );
