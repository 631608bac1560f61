import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

/** The repository root, where the built server and the workspace packages are. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** Waits until `url` answers 200. */
export const answering = (url: string, timeout = 60_000) =>
  expect.poll(async () => (await fetch(url).catch(() => null))?.status ?? 0, { timeout }).toBe(200);

/** Stops a process started in its own group, and everything it started, and waits for it. */
export async function stopGroup(child: ChildProcess | undefined): Promise<void> {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

/**
 * How long a WinHub of a test's own may take to answer: on a fresh embedded database it first makes the
 * database (PGlite's initdb, about 7 s on an idle 2-core machine, more than a minute while the run's
 * other tests and browsers share those cores).
 */
const OWN_WINHUB_START_MS = 180_000;

/**
 * A WinHub of a test's own (the built server the run's web server uses) on a fresh embedded database and
 * a free port, with `env` on top; it starts no stand-ins unless told where its services are. Called in a
 * hook or a test, whose time limit grows by the start's.
 */
export async function startOwnWinHub(env: Record<string, string>) {
  test.setTimeout(test.info().timeout + OWN_WINHUB_START_MS);
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'winhub-own-'));
  const server = spawn(process.execPath, ['--enable-source-maps', 'packages/api/dist/main.js'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_ORIGIN: origin,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'loopback',
      SERVICE_ORIGINS: 'erp=http://127.0.0.1:9',
      ...env,
    },
  });
  await answering(`${origin}/api/health`, OWN_WINHUB_START_MS);
  return {
    origin,
    stop: async () => {
      await stopGroup(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
