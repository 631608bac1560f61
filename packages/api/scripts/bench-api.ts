// `pnpm bench:api`: the compiled server (dist/main.js, as `pnpm start` runs it) and a bare Express
// hello-world, each in its own process, loaded by autocannon's CLI in a third process. Side by side in
// one run: hello-world, GET /api/config, GET /api/user/organization with a bearer token. Uses
// DATABASE_URL when set (PostgreSQL), else the embedded PGlite. BENCH_SECONDS (default 10),
// BENCH_CONNECTIONS (default 50); BENCH_CPU_PROF=dir writes a --cpu-prof profile of the server there.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const databaseUrl = process.env.DATABASE_URL || '';
const cpuProfileDir = process.env.BENCH_CPU_PROF;

const HELLO_WORLD = `
import express from 'express';
const app = express();
app.get('/', (_req, res) => { res.json({ hello: 'world' }); });
app.listen(Number(process.env.PORT));
`;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

async function waitFor(url: string) {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
}

/** autocannon's CLI in its own process, so the load never shares an event loop with a server. */
function autocannon(name: string, url: string, headers: string[] = []): Figures {
  const args = [
    '-j',
    '-c',
    String(connections),
    '-d',
    String(seconds),
    ...headers.flatMap((h) => ['-H', h]),
    url,
  ];
  const output = execFileSync(path.join(apiDir, 'node_modules/.bin/autocannon'), args, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    maxBuffer: 16 * 1024 * 1024,
  });
  const result = JSON.parse(output);
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
  };
}

/** The machine's 1-minute load average and core count: figures from a busy machine are not comparable. */
const loadAverage = () => `${loadavg()[0]?.toFixed(2)} on ${availableParallelism()} cores`;

async function main() {
  execFileSync('node', ['scripts/build.mjs'], { cwd: apiDir, stdio: 'inherit' });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'winhub-bench-'));
  const [port, helloPort] = [await freePort(), await freePort()];
  const origin = `http://localhost:${port}`;
  const server = spawn(
    process.execPath,
    [...(cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : []), 'dist/main.js'],
    {
      cwd: apiDir,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(port),
        PUBLIC_ORIGIN: origin,
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      },
    },
  );
  const hello = spawn(process.execPath, ['--input-type=module', '-e', HELLO_WORLD], {
    cwd: apiDir,
    stdio: 'inherit',
    env: { ...process.env, PORT: String(helloPort) },
  });
  try {
    await Promise.all([waitFor(`${origin}/api/ready`), waitFor(`http://127.0.0.1:${helloPort}/`)]);
    const signUp = await fetch(`${origin}/api/create-account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `bench.${randomBytes(4).toString('hex')}@example.com`,
        fullName: 'Bench Mark',
        password: 'benchmark-password',
        persona: 'empresa',
        organizationName: 'Bench Org',
        employees: '1-5',
      }),
    });
    if (signUp.status !== 201) throw new Error(`create-account: ${signUp.status} ${await signUp.text()}`);
    const { token } = (await signUp.json()) as { token: string };

    console.log(
      `autocannon: ${connections} connections, ${seconds} s each, database ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, node ${process.version}, log level ${process.env.LOG_LEVEL ?? 'info'}, load average before ${loadAverage()}`,
    );
    const baseline = autocannon('express hello-world', `http://127.0.0.1:${helloPort}/`);
    const config = autocannon('GET /api/config', `http://127.0.0.1:${port}/api/config`);
    const organization = autocannon(
      'GET /api/user/organization',
      `http://127.0.0.1:${port}/api/user/organization`,
      [`authorization: Bearer ${token}`],
    );
    console.table(
      [baseline, config, organization].map((figures) => ({
        endpoint: figures.name,
        'req/s': Math.round(figures.requestsPerSecond),
        'of hello': (figures.requestsPerSecond / baseline.requestsPerSecond).toFixed(2),
        'p50 ms': figures.p50,
        'p99 ms': figures.p99,
        errors: figures.errors,
        non2xx: figures.non2xx,
        requests: figures.total,
      })),
    );
    const ratio = organization.requestsPerSecond / baseline.requestsPerSecond;
    const met = ratio >= 0.45 && organization.p99 < 25 && organization.errors + organization.non2xx === 0;
    console.log(
      `ratio user/organization / hello-world: ${ratio.toFixed(2)}, p99 ${organization.p99} ms, errors ${organization.errors + organization.non2xx} (target ≥ 0.45, p99 < 25 ms, 0 errors: ${met ? 'met' : 'not met'}); load average after ${loadAverage()}`,
    );
  } finally {
    await Promise.all([stopped(server), stopped(hello)]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
