import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from '@playwright/test';

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
 * A WinHub of a test's own (the built server the run's web server uses) on a fresh embedded database and
 * a free port, with `env` on top; it starts no stand-ins unless told where its services are.
 */
export async function startOwnWinHub(env: Record<string, string>) {
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
  await answering(`${origin}/api/health`);
  return {
    origin,
    stop: async () => {
      await stopGroup(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
