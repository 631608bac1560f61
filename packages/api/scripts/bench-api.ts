// `pnpm bench:api`: the compiled server (dist/main.js, as `pnpm start` runs it) and a bare Express
// hello-world, each in its own process, loaded by autocannon in a third process (scripts/bench-load.ts).
// Side by side in one run: hello-world, GET /api/config, GET /api/user/organization with the bearer
// tokens of BENCH_PEOPLE (default 50) different people in turn. Uses DATABASE_URL when set
// (PostgreSQL), else the embedded PGlite. BENCH_ROUNDS (default 3) rounds of the three loads, each
// BENCH_SECONDS (default 5) at BENCH_CONNECTIONS (default 50); the table gives each load's median round.
// Beside req/s it prints the server's CPU time per request (from /proc), which a neighbour on a shared
// machine disturbs far less than throughput. BENCH_CPU_PROF=dir writes a --cpu-prof profile there.
// On PostgreSQL it also loads the team list of a 1,000-member organization (BENCH_TEAM_SIZE): a page in
// the middle, and a search, each as the organization's admin (target p99 < 50 ms).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const people = Number(process.env.BENCH_PEOPLE ?? 50);
const databaseUrl = process.env.DATABASE_URL || '';
const cpuProfileDir = process.env.BENCH_CPU_PROF;
const teamSize = Number(process.env.BENCH_TEAM_SIZE ?? 1000);

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
  /** The serving process's CPU time per request, µs; null where /proc is not there to read it. */
  cpuPerRequest: number | null;
}

/** CPU seconds (user + system) a process has used so far, from /proc/<pid>/stat; null off Linux. */
function cpuSeconds(pid: number | undefined): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the fields after the command name, which is in parentheses and may hold spaces
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticksPerSecond = 100; // USER_HZ, 100 on every Linux this runs on
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return null;
  }
}

/** autocannon in its own process, so the load never shares an event loop with a server. */
function autocannon(
  name: string,
  serverPid: number | undefined,
  url: string,
  tokens: string[] = [],
): Figures {
  const load = JSON.stringify({ url, connections, seconds, tokens });
  const cpuBefore = cpuSeconds(serverPid);
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/bench-load.ts', load], {
    cwd: apiDir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 16 * 1024 * 1024,
  });
  const result = JSON.parse(output);
  const cpuAfter = cpuSeconds(serverPid);
  const cpuPerRequest =
    cpuBefore === null || cpuAfter === null ? null : ((cpuAfter - cpuBefore) * 1e6) / result.requests.total;
  return {
    cpuPerRequest,
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

/**
 * Fills the organization of `adminToken` up to `teamSize` members, straight in PostgreSQL (signing up
 * a thousand people through the api would take minutes of password hashing): answers its id.
 */
async function fillTeam(origin: string, adminToken: string): Promise<string> {
  const organizations = await fetch(`${origin}/api/organizations`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  const { activeOrganizationId } = (await organizations.json()) as { activeOrganizationId: string };
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tag = randomBytes(4).toString('hex');
    await client.query(
      `WITH people AS (
         INSERT INTO users (id, username, email, "fullName", "identitySubject")
         SELECT gen_random_uuid()::text, 'team_' || $2 || '_' || n, 'team.' || $2 || '.' || n || '@example.com',
                'Team Member ' || n, NULL
         FROM generate_series(1, $3::int) AS n RETURNING id
       )
       INSERT INTO memberships (id, "organizationId", "userId", role)
       SELECT gen_random_uuid()::text, $1, id, 'member' FROM people`,
      [activeOrganizationId, tag, teamSize - 1],
    );
    await client.query('ANALYZE memberships; ANALYZE users');
  } finally {
    await client.end();
  }
  return activeOrganizationId;
}

/** The round with the median req/s: its latency and CPU figures come from the same run. */
function medianRound(figures: Figures[]): Figures {
  const sorted = [...figures].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  const median = sorted[Math.floor(sorted.length / 2)];
  if (!median) throw new Error('bench: no round ran');
  return median;
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
    const teamId = databaseUrl ? await fillTeam(origin, tokens[0] ?? '') : null;
    const teamLoads = teamId
      ? [
          {
            name: `team list (${teamSize} members), page 21`,
            pid: server.pid,
            url: `http://127.0.0.1:${port}/api/organizations/${teamId}/members?offset=500&limit=25`,
            tokens: [tokens[0] ?? ''],
          },
          {
            name: `team list (${teamSize} members), search`,
            pid: server.pid,
            url: `http://127.0.0.1:${port}/api/organizations/${teamId}/members?search=member%2042`,
            tokens: [tokens[0] ?? ''],
          },
        ]
      : [];
    const loads = [
      { name: 'express hello-world', pid: hello.pid, url: `http://127.0.0.1:${helloPort}/`, tokens: [] },
      { name: 'GET /api/config', pid: server.pid, url: `http://127.0.0.1:${port}/api/config`, tokens: [] },
      {
        name: 'GET /api/user/organization',
        pid: server.pid,
        url: `http://127.0.0.1:${port}/api/user/organization`,
        tokens,
      },
      ...teamLoads,
    ].map((load) => ({ ...load, rounds: [] as Figures[] }));
    // the loads take turns round after round, so a neighbour's burst does not land on one load only
    for (let round = 0; round < rounds; round += 1) {
      for (const load of loads) load.rounds.push(autocannon(load.name, load.pid, load.url, load.tokens));
    }
    const [baseline, config, organization, ...team] = loads.map((load) => medianRound(load.rounds)) as [
      Figures,
      Figures,
      Figures,
      ...Figures[],
    ];
    const cpu = (figures: Figures) =>
      figures.cpuPerRequest === null ? '—' : Math.round(figures.cpuPerRequest);
    console.table(
      [baseline, config, organization, ...team].map((figures) => ({
        endpoint: figures.name,
        'req/s': Math.round(figures.requestsPerSecond),
        'of hello': (figures.requestsPerSecond / baseline.requestsPerSecond).toFixed(2),
        'p50 ms': figures.p50,
        'p99 ms': figures.p99,
        errors: figures.errors,
        non2xx: figures.non2xx,
        'CPU µs/req': cpu(figures),
        'hello CPU ÷ this':
          figures.cpuPerRequest && baseline.cpuPerRequest
            ? (baseline.cpuPerRequest / figures.cpuPerRequest).toFixed(2)
            : '—',
      })),
    );
    const errors = loads[2]?.rounds.reduce((sum, run) => sum + run.errors + run.non2xx, 0) ?? 0;
    const ratio = organization.requestsPerSecond / baseline.requestsPerSecond;
    const met = ratio >= 0.45 && organization.p99 < 25 && errors === 0;
    console.log(
      `ratio user/organization / hello-world: ${ratio.toFixed(2)} (median of ${rounds} rounds), p99 ${organization.p99} ms, errors ${errors} in all rounds (target ≥ 0.45, p99 < 25 ms, 0 errors: ${met ? 'met' : 'not met'}); load average after ${loadAverage()}`,
    );
    for (const [index, figures] of team.entries()) {
      const teamErrors = loads[3 + index]?.rounds.reduce((sum, run) => sum + run.errors + run.non2xx, 0) ?? 0;
      const teamMet = figures.p99 < 50 && teamErrors === 0;
      console.log(
        `${figures.name}: ${Math.round(figures.requestsPerSecond)} req/s, p99 ${figures.p99} ms, errors ${teamErrors} (target p99 < 50 ms, 0 errors: ${teamMet ? 'met' : 'not met'})`,
      );
    }
    if (!databaseUrl)
      console.log('team list: not loaded (set DATABASE_URL: the 1,000-member team is made in PostgreSQL)');
  } finally {
    await Promise.all([stopped(server), stopped(hello)]);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
