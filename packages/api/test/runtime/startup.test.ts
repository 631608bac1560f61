import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { StartupError } from '../../src/config.ts';
import { createDb } from '../../src/db.ts';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs the server entry with `env` and returns how it ended. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', DATA_DIR: 'memory://', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      // oidc-provider's own notice on Node releases it does not support is not ours to judge
      resolve({ code, stderr: stderr.replace(/^oidc-provider WARNING: Unsupported runtime.*\n/m, '') });
    });
  });
}

const occupiedPort = () =>
  new Promise<{ port: number; server: Server }>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ port: typeof address === 'object' && address ? address.port : 0, server });
    });
  });

describe('start-up failures an operator can fix', { timeout: 70_000 }, () => {
  it('a bad variable stops the start with one line and no stack trace', async () => {
    const { code, stderr } = await startServer({ PORT: 'abc' });
    expect(code).toBe(1);
    expect(stderr).toMatch(/^WinHub cannot start: invalid configuration: PORT="abc" .*\n$/);
  });

  it('a port in use stops the start with one line', async () => {
    const { port, server } = await occupiedPort();
    try {
      const { code, stderr } = await startServer({ PORT: String(port) });
      expect(code).toBe(1);
      expect(stderr).toBe(
        `WinHub cannot start: PORT=${port} is already in use by another process (example: PORT=3001)\n`,
      );
    } finally {
      server.close();
    }
  });

  it('a data directory that cannot be written stops the start with one line', async () => {
    const { port, server } = await occupiedPort();
    server.close();
    const { code, stderr } = await startServer({ PORT: String(port), DATA_DIR: '/etc/hostname/winhub' });
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /^WinHub cannot start: DATA_DIR="\/etc\/hostname\/winhub" is not a writable folder \(\w+\).*\n$/,
    );
  });

  it('a data directory under /proc stops the start with one line, at once', async () => {
    const { port, server } = await occupiedPort();
    server.close();
    const started = Date.now();
    const { code, stderr } = await startServer({ PORT: String(port), DATA_DIR: '/proc/winhub' });
    expect(code).toBe(1);
    expect(stderr).toMatch(
      /^WinHub cannot start: DATA_DIR="\/proc\/winhub" is not a writable folder \(ENOENT\).*\n$/,
    );
    expect(Date.now() - started).toBeLessThan(30_000);
  });

  it('a data directory another running WinHub holds stops the start with one line naming it', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'winhub-held-'));
    // this test's own process plays the running WinHub
    writeFileSync(
      path.join(dataDir, 'running.json'),
      JSON.stringify({ pid: process.pid, address: 'http://127.0.0.1:1', publicOrigin: 'http://localhost:1' }),
    );
    try {
      const { port, server } = await occupiedPort();
      server.close();
      const { code, stderr } = await startServer({ PORT: String(port), DATA_DIR: dataDir });
      expect(code).toBe(1);
      expect(stderr).toMatch(
        new RegExp(`^WinHub cannot start: DATA_DIR=".*" is in use by the WinHub of pid ${process.pid} .*\n$`),
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('an unreachable database is retried with backoff, then reported in one line', async () => {
    const { port, server } = await occupiedPort();
    server.close();
    const attempts: number[] = [];
    const started = Date.now();
    const failure = await createDb({
      databaseUrl: `postgresql://postgres@127.0.0.1:${port}/winhub`,
      connectWaitMs: 1500,
      onWaiting: (_error, retryInMs) => attempts.push(retryInMs),
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StartupError);
    expect((failure as Error).message).toMatch(
      /^DATABASE_URL: the database is unreachable \(.*ECONNREFUSED.*\) after trying for 2 s$/,
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    expect(attempts.length).toBeGreaterThanOrEqual(3);
  });
});
