// `pnpm bench:api`: the compiled server (dist/main.js, as `pnpm start` runs it) and a bare Express
// hello-world, each in its own process, loaded by autocannon in a third process (scripts/bench-load.ts).
// Side by side in one run: hello-world, GET /api/config, GET /api/user/organization with the bearer
// tokens of BENCH_PEOPLE (default 50) different people in turn. Uses DATABASE_URL when set
// (PostgreSQL), else the embedded PGlite. BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50);
// BENCH_CPU_PROF=dir writes a --cpu-prof profile of the server there.
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
const people = Number(process.env.BENCH_PEOPLE ?? 50);
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

/** autocannon in its own process, so the load never shares an event loop with a server. */
function autocannon(name: string, url: string, tokens: string[] = []): Figures {
  const load = JSON.stringify({ url, connections, seconds, tokens });
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/bench-load.ts', load], {
    cwd: apiDir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
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

/**
 * A new account's bearer token. Each sign-up comes from its own address (X-Forwarded-For, trusted
 * from loopback) so the sign-up rate limit, which is per address, lets them all through.
 */
async function signUp(origin: string, person: number): Promise<string> {
  const answer = await fetch(`${origin}/api/create-account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.0.${person >> 8}.${person & 255}` },
    body: JSON.stringify({
      email: `bench.${randomBytes(4).toString('hex')}@example.com`,
      fullName: `Bench Mark ${person}`,
      password: 'benchmark-password',
      persona: 'empresa',
      organizationName: `Bench Org ${person}`,
      employees: '1-5',
    }),
  });
  if (answer.status !== 201) throw new Error(`create-account: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { token: string }).token;
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
        TRUST_PROXY: 'loopback',
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
    const tokens = [];
    for (let person = 0; person < people; person += 1) tokens.push(await signUp(origin, person));

    console.log(
      `autocannon: ${connections} connections, ${seconds} s each, database ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${people} people, node ${process.version}, log level ${process.env.LOG_LEVEL ?? 'info'}, load average before ${loadAverage()}`,
    );
    const baseline = autocannon('express hello-world', `http://127.0.0.1:${helloPort}/`);
    const config = autocannon('GET /api/config', `http://127.0.0.1:${port}/api/config`);
    const organization = autocannon(
      'GET /api/user/organization',
      `http://127.0.0.1:${port}/api/user/organization`,
      tokens,
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
