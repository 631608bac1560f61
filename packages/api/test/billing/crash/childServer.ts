import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { migratedDataDir } from '../../helpers/dataDir.ts';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const HOLD_PRELOAD = fileURLToPath(new URL('./holdConfirmations.preload.ts', import.meta.url));

/** The crash test's database: a PGlite folder, or (with DATABASE_URL) a throwaway PostgreSQL schema. */
export interface CrashDatabase {
  env: Record<string, string>;
  postgres: { connectionString: string; schema: string } | null;
  drop(): Promise<void>;
}

export async function runSql(connectionString: string, sql: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function openCrashDatabase(): Promise<CrashDatabase> {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) {
    const dataDir = migratedDataDir('winhub-crash-');
    return {
      env: { DATA_DIR: dataDir },
      postgres: null,
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const schema = `billing_crash_${randomBytes(6).toString('hex')}`;
  await runSql(connectionString, `CREATE SCHEMA "${schema}"`);
  const url = new URL(connectionString);
  url.searchParams.set('schema', schema);
  return {
    env: { DATABASE_URL: url.toString() },
    postgres: { connectionString, schema },
    drop: () => runSql(connectionString, `DROP SCHEMA "${schema}" CASCADE`),
  };
}

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

export interface ChildServer {
  readonly port: number;
  /** Starts the server and waits until it answers its health check. */
  start(): Promise<void>;
  /** SIGKILL: no shutdown code runs. */
  kill(): Promise<void>;
  send(message: string): void;
  onMessage(listener: (message: unknown) => void): () => void;
}

/** The compiled server in `buildDir` (see buildCompiledServer): it restarts in a fraction of tsx's time. */
export function createChildServer(database: CrashDatabase, port: number, buildDir: string): ChildServer {
  let child: ChildProcess | null = null;
  // On PGlite the hold of card confirmations is loaded into the server (see the preload).
  const preload = database.postgres ? [] : ['--import', HOLD_PRELOAD];

  return {
    port,
    async start() {
      const started = spawn(process.execPath, [...preload, `${buildDir}/main.js`], {
        cwd: apiDir,
        env: {
          PATH: process.env.PATH ?? '',
          PORT: String(port),
          LOG_LEVEL: 'silent',
          TRUST_PROXY: 'loopback',
          ...database.env,
        },
        stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
      });
      child = started;
      // generous: a loaded CI machine can take long to start a process
      const deadline = Date.now() + 150_000;
      while (Date.now() < deadline) {
        if (started.exitCode !== null) throw new Error(`server exited with ${started.exitCode}`);
        const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
        if (health?.status === 200) return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('server did not start');
    },
    kill() {
      const killed = child;
      child = null;
      if (!killed || killed.exitCode !== null || killed.signalCode !== null) return Promise.resolve();
      return new Promise((resolve) => {
        killed.once('exit', () => resolve());
        killed.kill('SIGKILL');
      });
    },
    send(message) {
      child?.send(message);
    },
    onMessage(listener) {
      const listening = child;
      listening?.on('message', listener);
      return () => listening?.off('message', listener);
    },
  };
}
