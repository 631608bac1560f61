// The server's log when it is stopped: what it answered before the SIGTERM is all in it, then its last lines.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SERVICE_KEYS } from '../../src/config.ts';
import { migratedDataDir } from '../helpers/dataDir.ts';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

const answers = (url: string) =>
  fetch(url).then(
    (answer) => answer.ok,
    () => false,
  );

describe('the log of a server stopped by SIGTERM', () => {
  it.skipIf(Boolean(process.env.DATABASE_URL))(
    'the server writes the line of every request it answered before a SIGTERM, then its last lines',
    { timeout: 120_000 },
    async () => {
      const dataDir = migratedDataDir('winhub-log-lines-');
      const port = await freePort();
      const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: apiDir,
        env: {
          PATH: process.env.PATH ?? '',
          PORT: String(port),
          DATA_DIR: dataDir,
          LOG_LEVEL: 'info',
          SERVICE_ORIGINS: SERVICE_KEYS.map((key) => `${key}=http://127.0.0.1:9`).join(','),
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let stdout = '';
      server.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
      });
      const exited = new Promise((resolve) => server.once('exit', resolve));
      try {
        const api = `http://127.0.0.1:${port}/api`;
        for (let tries = 0; !(await answers(`${api}/ready`)); tries++) {
          if (tries > 300 || server.exitCode !== null) throw new Error('the server did not start');
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        for (let n = 0; n < 20; n++) {
          const answer = await fetch(`${api}/config`, { headers: { 'x-request-id': `before-sigterm-${n}` } });
          expect(answer.status).toBe(200);
        }
        server.kill('SIGTERM');
        expect(await exited).toBe(0);
        const lines = stdout
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as { msg: string; req?: { id: string } });
        const answered = lines.filter((line) => line.req?.id.startsWith('before-sigterm-'));
        expect(answered.map((line) => line.req?.id)).toEqual(
          Array.from({ length: 20 }, (_, n) => `before-sigterm-${n}`),
        );
        expect(lines.at(-1)?.msg).toBe('stopped');
      } finally {
        if (server.exitCode === null) server.kill('SIGKILL');
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
