// `pnpm --filter @winhub/api bench:signup-burst`: the compiled server (dist/main.js) on a fresh embedded
// database; BURST (default 200) sign-ups sent at once (each hashes a password with scrypt) while a file
// (/favicon.svg) and /api/health are fetched every 20 ms. Prints the latency figures of the file and health
// answers during the burst, and how long the burst took. A script that prints figures, not a test.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const burst = Number(process.env.BURST ?? 200);

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const percentile = (values: number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
};
const figures = (values: number[]) =>
  `n=${values.length} p50=${percentile(values, 0.5).toFixed(1)} ms p99=${percentile(values, 0.99).toFixed(1)} ms max=${Math.max(...values).toFixed(1)} ms`;

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'winhub-burst-'));
const server = spawn(process.execPath, [path.join(apiDir, 'dist/main.js')], {
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'loopback',
    SERVICE_ORIGINS: 'erp=http://127.0.0.1:9',
  },
  stdio: 'ignore',
});

try {
  for (let tries = 0; ; tries++) {
    const ready = await fetch(`${origin}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (tries > 600) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const timed = async (url: string, into: number[]) => {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    into.push(performance.now() - started);
  };
  const file: number[] = [];
  const health: number[] = [];
  let bursting = true;
  const every20ms = async (url: string, into: number[]) => {
    while (bursting) {
      await timed(url, into);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const probe = Promise.all([
    every20ms(`${origin}/favicon.svg`, file),
    every20ms(`${origin}/api/health`, health),
  ]);

  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: burst }, (_, index) =>
      fetch(`${origin}/api/create-account`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `10.${index >> 8}.${index & 255}.1`,
        },
        body: JSON.stringify({
          email: `burst-${index}-${port}@example.com`,
          password: 'secret-pass-1',
          fullName: 'Burst Tester',
          persona: 'empresa',
          organizationName: 'Burst Ltda',
          employees: '1-5',
        }),
      }).then((response) => response.status),
    ),
  );
  const burstMs = performance.now() - started;
  bursting = false;
  await probe;

  const created = statuses.filter((status) => status === 201).length;
  console.log(`${burst} parallel sign-ups: ${created} created in ${(burstMs / 1000).toFixed(1)} s`);
  console.log(`static file during the burst: ${figures(file)}`);
  console.log(`/api/health during the burst:  ${figures(health)}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
