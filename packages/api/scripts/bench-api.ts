// `pnpm bench:api`: the compiled server (dist/main.js, as `pnpm start` runs it) and a bare Express
// hello-world, each in its own process, loaded by autocannon in a third process (scripts/bench-load.ts).
// Side by side in one run: hello-world, GET /api/config, GET /api/user/organization with the bearer
// tokens of BENCH_PEOPLE (default 50) different people in turn. Uses DATABASE_URL, else
// WINHUB_TEST_POSTGRES_URL (PostgreSQL, in a schema of its own dropped at the end), else the embedded
// PGlite. BENCH_ROUNDS (default 3) rounds of the loads, each BENCH_SECONDS (default 5) at
// BENCH_CONNECTIONS (default 50); the table gives each load's median round, and its ratios to
// hello-world the median of each round's against the hello-world rounds just before and after it. Beside req/s it prints the
// server's CPU time per request (from /proc), which a neighbour on a shared machine disturbs far less
// than throughput. Then the layers table (scripts/benchLayers.ts); BENCH_LAYERS=0 skips it.
// Then the paced table (scripts/benchPaced.ts): the same loads at fixed rates, the p99 the target is
// read on; BENCH_PACED=0 skips it. BENCH_CPU_PROF=dir writes a --cpu-prof profile of dist/main.js
// there. BENCH_PORTS=4300-4399 keeps every server it starts to that range of ports (else the system
// picks free ones).
// On PostgreSQL it also loads the team list of a 1,000-member organization (scripts/benchTeam.ts).
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { layerCosts } from './benchLayers.ts';
import { pacedLatencies } from './benchPaced.ts';
import {
  apiDir,
  autocannon,
  type Figures,
  failures,
  freePort,
  loadAverage,
  median,
  medianRound,
  startServer,
  stopped,
  waitFor,
} from './benchProcesses.ts';
import { type Load, reportTeamLoad, teamLoads } from './benchTeam.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const people = Number(process.env.BENCH_PEOPLE ?? 50);
const postgresUrl = process.env.DATABASE_URL || process.env.WINHUB_TEST_POSTGRES_URL || '';
const cpuProfileDir = process.env.BENCH_CPU_PROF;
const measureLayers = process.env.BENCH_LAYERS !== '0';
const measurePaced = process.env.BENCH_PACED !== '0';
const TARGETS = { organization: 0.5, config: 0.8 };

const HELLO_WORLD = `
import express from 'express';
const app = express();
app.get('/', (_req, res) => { res.json({ hello: 'world' }); });
app.listen(Number(process.env.PORT), '127.0.0.1');
`;

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

/**
 * A load's ratios to hello-world, each round against the hello-world rounds just before and after it
 * (their mean): a machine whose speed drifts from one minute to the next (a shared host) moves both
 * sides of each ratio alike. The median over rounds, of throughput and of hello's CPU per request
 * over this load's.
 */
function ratiosToHello(rounds: Figures[], hello: Figures[]): { throughput: number; cpu: number | null } {
  const around = (index: number, figure: (f: Figures) => number | null) => {
    const [before, after] = [hello[index], hello[index + 1]].map((round) => (round ? figure(round) : null));
    return before == null || after == null ? null : (before + after) / 2;
  };
  const throughput = rounds.map(
    (round, index) => round.requestsPerSecond / (around(index, (f) => f.requestsPerSecond) ?? NaN),
  );
  const cpu = rounds.map((round, index) => {
    const helloCpu = around(index, (f) => f.cpuPerRequest);
    return helloCpu === null || round.cpuPerRequest === null ? null : helloCpu / round.cpuPerRequest;
  });
  return {
    throughput: median(throughput),
    cpu: cpu.every((value) => value !== null) ? median(cpu as number[]) : null,
  };
}

interface Measured {
  /** The load's median round: its req/s, latencies and CPU come from the same run. */
  figures: Figures;
  ratio: { throughput: number; cpu: number | null };
}

/** The table of every load's median round and ratios, and the lines of issue 38's targets. */
function report(baseline: Figures, measured: Measured[], targets: [Measured, number][]) {
  const cpu = (figures: Figures) =>
    figures.cpuPerRequest === null ? '—' : Math.round(figures.cpuPerRequest);
  console.table([
    ...[{ figures: baseline, ratio: { throughput: 1, cpu: 1 } }, ...measured].map(({ figures, ratio }) => ({
      endpoint: figures.name,
      'req/s': Math.round(figures.requestsPerSecond),
      'of hello': ratio.throughput.toFixed(2),
      'p50 ms': figures.p50,
      'p99 ms': figures.p99,
      errors: figures.errors,
      non2xx: figures.non2xx,
      'CPU µs/req': cpu(figures),
      'hello CPU ÷ this': ratio.cpu === null ? '—' : ratio.cpu.toFixed(2),
    })),
  ]);
  for (const [{ figures, ratio }, target] of targets) {
    console.log(
      `${figures.name} / hello-world: ${ratio.throughput.toFixed(2)} (median of ${rounds} rounds, each against the hello-world rounds around it; target ≥ ${target}: ${ratio.throughput >= target ? 'met' : 'not met'}); p99 at full load ${figures.p99} ms, hello-world's ${baseline.p99} ms (the queue of ${connections} connections: the paced table gives the p99 to read)`,
    );
  }
}

async function main() {
  execFileSync('node', ['scripts/build.mjs', '--bench-server'], { cwd: apiDir, stdio: 'inherit' });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'winhub-bench-'));
  const schema = await benchSchema();
  const env = { DATA_DIR: dataDir, DATABASE_URL: schema?.url ?? '' };
  const helloPort = await freePort();
  const { port, child: server } = await startServer(
    env,
    'dist/main.js',
    [],
    cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [],
  );
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
    const team = schema
      ? await teamLoads({
          origin,
          port,
          pid: server.pid,
          adminToken: tokens[0] ?? '',
          postgresUrl,
          schemaName: schema.name,
        })
      : [];
    const api = `http://127.0.0.1:${port}/api`;
    const loads = [
      { name: 'express hello-world', pid: hello.pid, url: `http://127.0.0.1:${helloPort}/`, tokens: [] },
      { name: 'GET /api/config', pid: server.pid, url: `${api}/config`, tokens: [] },
      { name: 'GET /api/user/organization', pid: server.pid, url: `${api}/user/organization`, tokens },
      ...team,
    ].map((load: Load) => ({ ...load, rounds: [] as Figures[] }));
    // the loads take turns round after round, so a neighbour's burst does not land on one load only;
    // hello-world opens each round and closes the last one, so every round has one on either side
    for (let round = 0; round < rounds; round += 1) {
      for (const load of loads) {
        load.rounds.push(autocannon(load.name, load.pid, load.url, load.tokens, seconds));
      }
    }
    const [helloLoad, ...measuredLoads] = loads as [(typeof loads)[number], ...typeof loads];
    const { name, pid, url } = helloLoad;
    const helloRounds = [...helloLoad.rounds, autocannon(name, pid, url, [], seconds)];
    const baseline = medianRound(helloLoad.rounds);
    const measured: Measured[] = measuredLoads.map((load) => ({
      figures: medianRound(load.rounds),
      ratio: ratiosToHello(load.rounds, helloRounds),
    }));
    const [config, organization, ...teamMeasured] = measured as [Measured, Measured, ...Measured[]];
    report(baseline, measured, [
      [organization, TARGETS.organization],
      [config, TARGETS.config],
    ]);
    const teamFigures = teamMeasured.map(({ figures }) => figures);
    const errors = loads.slice(1).reduce((sum, load) => sum + failures(load.rounds), 0);
    console.log(`errors or non-2xx in all rounds of the api: ${errors}; load average after ${loadAverage()}`);
    for (const [index, figures] of teamFigures.entries())
      reportTeamLoad(figures, loads[3 + index]?.rounds ?? []);
    if (!schema)
      console.log('team list: not loaded (set DATABASE_URL: the 1,000-member team is made in PostgreSQL)');
    if (measurePaced) pacedLatencies(loads.slice(0, 3), baseline.requestsPerSecond);
    await stopped(server);
    if (measureLayers) await layerCosts({ ...env, PUBLIC_ORIGIN: origin }, tokens);
  } finally {
    await Promise.all([stopped(server), stopped(hello)]);
    rmSync(dataDir, { recursive: true, force: true });
    await schema?.drop();
  }
}

await main();
