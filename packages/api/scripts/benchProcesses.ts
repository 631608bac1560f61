// The processes of `pnpm bench:api` (scripts/bench-api.ts): servers started and stopped, autocannon
// run in its own process (scripts/bench-load.ts), and the figures of each load.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

/** Whether `port` (0: any the system picks) can be bound on loopback now: the port bound, or null. */
const bindable = (port: number) =>
  new Promise<number | null>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(null));
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : null));
    });
  });

/**
 * `BENCH_PORTS=4300-4399`: the servers' ports are taken from that range only (a machine shared with
 * other checkouts that each keep to their own ports); otherwise any free port the system picks.
 */
const portRange = /^(\d+)-(\d+)$/.exec(process.env.BENCH_PORTS ?? '');
const handedOut = new Set<number>();

export async function freePort(): Promise<number> {
  if (!portRange) return (await bindable(0)) ?? 0;
  for (let port = Number(portRange[1]); port <= Number(portRange[2]); port += 1) {
    if (handedOut.has(port) || (await bindable(port)) === null) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`bench: no free port in BENCH_PORTS=${process.env.BENCH_PORTS}`);
}

export async function waitFor(url: string) {
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

export const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

export interface Figures {
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
export function autocannon(
  name: string,
  serverPid: number | undefined,
  url: string,
  tokens: string[],
  loadSeconds: number,
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

/** Failed or non-2xx requests over rounds. */
export const failures = (rounds: Figures[]) => rounds.reduce((sum, run) => sum + run.errors + run.non2xx, 0);

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** The round with the median req/s: its latency and CPU figures come from the same run. */
export function medianRound(figures: Figures[]): Figures {
  const sorted = [...figures].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('bench: no round ran');
  return middle;
}

/** The machine's 1-minute load average and core count: figures from a busy machine are not comparable. */
export const loadAverage = () => `${loadavg()[0]?.toFixed(2)} on ${availableParallelism()} cores`;

/**
 * The V8 flags `pnpm start` runs the server with (the `--` words of package.json's start script): each
 * server the bench loads is started as `pnpm start` starts it.
 */
const startFlags: string[] = (
  JSON.parse(readFileSync(path.join(apiDir, 'package.json'), 'utf8')).scripts.start as string
)
  .split(/\s+/)
  .filter((word) => word.startsWith('--'));

export interface Server {
  child: ChildProcess;
  port: number;
}

/**
 * A WinHub process: dist/main.js, or the bench server (every layer, or without the one in `args`). The
 * bench servers share the first one's public origin: its provider issued the tokens they check.
 */
export async function startServer(
  env: Record<string, string>,
  script: string,
  args: string[] = [],
  nodeOptions: string[] = [],
): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, [...startFlags, ...nodeOptions, script, ...args], {
    cwd: apiDir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      PUBLIC_ORIGIN: env.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
      LOG_LEVEL: env.LOG_LEVEL ?? process.env.LOG_LEVEL ?? 'info',
      TRUST_PROXY: 'loopback',
    },
  });
  return { child, port };
}
