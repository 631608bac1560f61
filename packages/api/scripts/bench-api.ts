// `pnpm bench:api`: the compiled server (dist/main.js, as `pnpm start` runs it) and a bare Express
// hello-world, each in its own process, loaded by autocannon in a third process (scripts/bench-load.ts).
// Side by side in one run: hello-world, GET /api/config, GET /api/user/organization with the bearer
// tokens of BENCH_PEOPLE (default 50) different people in turn. Uses DATABASE_URL, else
// WINHUB_TEST_POSTGRES_URL (PostgreSQL, in a schema of its own dropped at the end), else the embedded
// PGlite. BENCH_ROUNDS (default 3) rounds of the three loads, each BENCH_SECONDS (default 5) at
// BENCH_CONNECTIONS (default 50); the table gives each load's median round. Beside req/s it prints the
// server's CPU time per request (from /proc), which a neighbour on a shared machine disturbs far less
// than throughput. Then the layers table: the same app built without one layer in turn
// (scripts/bench-server.ts), each loaded BENCH_LAYER_ROUNDS (default 3) times BENCH_LAYER_SECONDS
// (default 3), the servers taking turns; a layer's cost is the median CPU µs per request with all
// layers minus without it. BENCH_LAYERS=0 skips that table. BENCH_CPU_PROF=dir writes a --cpu-prof
// profile of dist/main.js there.
// On PostgreSQL it also loads the team list of a 1,000-member organization (BENCH_TEAM_SIZE): a page in
// the middle, and a search, each as the organization's admin (target p99 < 50 ms).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { APP_LAYERS, type AppLayer } from '../src/http/createApp.ts';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const people = Number(process.env.BENCH_PEOPLE ?? 50);
const postgresUrl = process.env.DATABASE_URL || process.env.WINHUB_TEST_POSTGRES_URL || '';
const cpuProfileDir = process.env.BENCH_CPU_PROF;
const layerRounds = Number(process.env.BENCH_LAYER_ROUNDS ?? 3);
const layerSeconds = Number(process.env.BENCH_LAYER_SECONDS ?? 3);
const measureLayers = process.env.BENCH_LAYERS !== '0';
const TARGETS = { organization: 0.5, config: 0.8, p99Ms: 10 };
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
  loadSeconds = seconds,
): Figures {
  const load = JSON.stringify({ url, connections, seconds: loadSeconds, tokens });
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
async function fillTeam(origin: string, adminToken: string, schemaName: string): Promise<string> {
  const organizations = await fetch(`${origin}/api/organizations`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  const { activeOrganizationId } = (await organizations.json()) as { activeOrganizationId: string };
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    await client.query(`SET search_path TO "${schemaName}"`);
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

/** A fresh schema of the PostgreSQL database for this run (never another checkout's), dropped after. */
async function benchSchema(): Promise<{ name: string; url: string; drop: () => Promise<void> } | null> {
  if (!postgresUrl) return null;
  const schema = `bench_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE SCHEMA "${schema}"`);
  const url = new URL(postgresUrl);
  url.searchParams.set('schema', schema);
  return {
    name: schema,
    url: url.toString(),
    drop: () => admin(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`),
  };
}

interface Server {
  child: ChildProcess;
  port: number;
}

/**
 * A WinHub process: dist/main.js, or the bench server (every layer, or without the one in `args`). The
 * bench servers share the first one's public origin: its provider issued the tokens they check.
 */
async function startServer(
  env: Record<string, string>,
  script: string,
  args: string[] = [],
  nodeOptions: string[] = [],
): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeOptions, script, ...args], {
    cwd: apiDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      PUBLIC_ORIGIN: env.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      TRUST_PROXY: 'loopback',
    },
  });
  return { child, port };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/**
 * The layers table: one bench server with every layer and one without each, all on the same database
 * and tokens; the servers take turns round after round (a neighbour's burst then spreads over all).
 */
async function layerCosts(env: Record<string, string>, tokens: string[]) {
  const variants: (AppLayer | null)[] = [null, ...APP_LAYERS];
  const servers = await Promise.all(
    variants.map((layer) => startServer(env, 'dist/bench-server.js', layer ? [layer] : [])),
  );
  try {
    await Promise.all(servers.map((server) => waitFor(`http://127.0.0.1:${server.port}/api/ready`)));
    const cpu = variants.map(() => ({ config: [] as number[], organization: [] as number[] }));
    for (let round = 0; round < layerRounds; round += 1) {
      servers.forEach((server, index) => {
        const base = `http://127.0.0.1:${server.port}`;
        const figures = cpu[index];
        const pid = server.child.pid;
        const config = autocannon('config', pid, `${base}/api/config`, [], layerSeconds);
        const organization = autocannon('org', pid, `${base}/api/user/organization`, tokens, layerSeconds);
        const failed = organization.non2xx + organization.errors + config.non2xx + config.errors;
        if (failed > 0) throw new Error(`bench: ${failed} requests failed without ${variants[index]}`);
        figures?.config.push(config.cpuPerRequest ?? NaN);
        figures?.organization.push(organization.cpuPerRequest ?? NaN);
      });
    }
    const [all, ...withouts] = cpu.map((figures) => ({
      config: median(figures.config),
      organization: median(figures.organization),
    }));
    if (!all) throw new Error('bench: no layer round ran');
    const round1 = (value: number) => Math.round(value * 10) / 10;
    console.log(
      `layers: CPU µs per request with every layer and without each (median of ${layerRounds} rounds of ${layerSeconds} s); a layer's cost = with every layer − without it`,
    );
    console.table([
      {
        layer: '(every layer)',
        'config µs': round1(all.config),
        'config: layer costs µs': '—',
        'organization µs': round1(all.organization),
        'organization: layer costs µs': '—',
      },
      ...withouts.map((without, index) => ({
        layer: `without ${APP_LAYERS[index]}`,
        'config µs': round1(without.config),
        'config: layer costs µs': round1(all.config - without.config),
        'organization µs': round1(without.organization),
        'organization: layer costs µs': round1(all.organization - without.organization),
      })),
    ]);
  } finally {
    await Promise.all(servers.map((server) => stopped(server.child)));
  }
}

async function main() {
  execFileSync('node', ['scripts/build.mjs', '--bench-server'], { cwd: apiDir, stdio: 'inherit' });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'winhub-bench-'));
  const schema = await benchSchema();
  const env = { DATA_DIR: dataDir, DATABASE_URL: schema?.url ?? '' };
  const helloPort = await freePort();
  const main = await startServer(
    env,
    'dist/main.js',
    [],
    cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [],
  );
  const { port } = main;
  const server = main.child;
  const origin = `http://localhost:${port}`;
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
      `autocannon: ${connections} connections, ${seconds} s each, database ${schema ? 'PostgreSQL' : 'PGlite'}, ${people} people, node ${process.version}, log level ${process.env.LOG_LEVEL ?? 'info'}, load average before ${loadAverage()}`,
    );
    const teamId = schema ? await fillTeam(origin, tokens[0] ?? '', schema.name) : null;
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
    const errors = loads
      .slice(1)
      .reduce((sum, load) => sum + load.rounds.reduce((all, run) => all + run.errors + run.non2xx, 0), 0);
    for (const [figures, target] of [
      [organization, TARGETS.organization],
      [config, TARGETS.config],
    ] as const) {
      const ratio = figures.requestsPerSecond / baseline.requestsPerSecond;
      const met = ratio >= target && figures.p99 < TARGETS.p99Ms;
      console.log(
        `${figures.name} / hello-world: ${ratio.toFixed(2)} (median of ${rounds} rounds), p99 ${figures.p99} ms (target ≥ ${target}, p99 < ${TARGETS.p99Ms} ms: ${met ? 'met' : 'not met'})`,
      );
    }
    console.log(`errors or non-2xx in all rounds of the api: ${errors}; load average after ${loadAverage()}`);
    for (const [index, figures] of team.entries()) {
      const teamErrors = loads[3 + index]?.rounds.reduce((sum, run) => sum + run.errors + run.non2xx, 0) ?? 0;
      const teamMet = figures.p99 < 50 && teamErrors === 0;
      console.log(
        `${figures.name}: ${Math.round(figures.requestsPerSecond)} req/s, p99 ${figures.p99} ms, errors ${teamErrors} (target p99 < 50 ms, 0 errors: ${teamMet ? 'met' : 'not met'})`,
      );
    }
    if (!schema)
      console.log('team list: not loaded (set DATABASE_URL: the 1,000-member team is made in PostgreSQL)');
    await stopped(server);
    if (measureLayers) await layerCosts({ ...env, PUBLIC_ORIGIN: origin }, tokens);
  } finally {
    await Promise.all([stopped(server), stopped(hello)]);
    rmSync(dataDir, { recursive: true, force: true });
    await schema?.drop();
  }
}

await main();
