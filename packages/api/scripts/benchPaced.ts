// The paced table of `pnpm bench:api`: each load at BENCH_PACED_RATES (default 1000,2000,4000 req/s)
// for BENCH_PACED_SECONDS (default 5) after a second of warm-up, sent by scripts/bench-paced.ts in its
// own process, latency counted from each request's due time; BENCH_PACED_ROUNDS (default 3) rounds,
// the table gives each load and rate's round of median p99. Its p99 is the one issue 38's target (< 10 ms) is read on:
// the closed-loop table's p99 at 50 connections is mostly the queue of those connections.
import { execFileSync } from 'node:child_process';
import type { PacedFigures } from './bench-paced.ts';
import { apiDir } from './benchProcesses.ts';
import type { Load } from './benchTeam.ts';

const rates = (process.env.BENCH_PACED_RATES ?? '1000,2000,4000').split(',').map(Number);
const seconds = Number(process.env.BENCH_PACED_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_PACED_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const TARGET_P99_MS = 10;

/** Requests that failed, got no answer in time, or got a non-2xx one. */
const failures = (figures: PacedFigures) => figures.failed + figures.unanswered + figures.non2xx;

function pacedLoad(load: Load, rate: number): PacedFigures {
  const input = JSON.stringify({ url: load.url, rate, warmUp: 1, seconds, tokens: load.tokens, connections });
  const output = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/bench-paced.ts', input], {
    cwd: apiDir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(output) as PacedFigures;
}

/**
 * Every load at every rate, lowest rate first; prints the table and, for each load but the first
 * (hello-world, the floor), whether its p99 is under the target at each rate.
 */
export function pacedLatencies(loads: Load[], helloRequestsPerSecond: number) {
  const runs = rates.flatMap((rate) => loads.map((load) => ({ load, rate, rounds: [] as PacedFigures[] })));
  // the loads take turns round after round, so a neighbour's burst does not land on one load only
  for (let round = 0; round < rounds; round += 1) {
    for (const run of runs) run.rounds.push(pacedLoad(run.load, run.rate));
  }
  const rows = runs.map((run) => {
    const sorted = [...run.rounds].sort((a, b) => (a.p99 ?? Infinity) - (b.p99 ?? Infinity));
    const middle = sorted[Math.floor(sorted.length / 2)];
    if (!middle) throw new Error('bench: no paced round ran');
    return { endpoint: run.load.name, rate: run.rate, ...middle };
  });
  console.log(
    `paced (open loop): each load at a fixed rate for ${seconds} s over up to ${connections} connections, latency from each request's due time; round of median p99 of ${rounds}`,
  );
  console.table(
    rows.map((row) => ({
      endpoint: row.endpoint,
      'req/s': row.rate,
      'of hello capacity': (row.rate / helloRequestsPerSecond).toFixed(2),
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      'p99.9 ms': row.p999,
      'max ms': row.max,
      'failed or non-2xx': failures(row),
      'sender lag ms': row.worstSenderLag,
    })),
  );
  for (const load of loads.slice(1)) {
    const figures = rows
      .filter((row) => row.endpoint === load.name)
      .map((row) => {
        const met = failures(row) === 0 && row.p99 !== null && row.p99 < TARGET_P99_MS;
        return `${row.rate} req/s: ${row.p99} ms ${met ? 'met' : 'not met'}`;
      });
    console.log(`${load.name} paced p99 (target < ${TARGET_P99_MS} ms): ${figures.join('; ')}`);
  }
}
