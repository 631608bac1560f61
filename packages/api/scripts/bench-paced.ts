// The paced load of `pnpm bench:api`, in its own process: requests sent at a fixed rate whatever the
// server's answers do (an open loop, as independent visitors arrive), each request's latency counted
// from the moment it was due to be sent. A closed loop such as autocannon's only sends when an answer
// comes back, so a slow answer delays the requests behind it and hides their wait (coordinated
// omission); and at full load its latency is the queue of its own connections. Prints JSON: the
// latency percentiles in ms (the first `warmUp` seconds sent but not counted: both processes' code is
// still being compiled then), the requests sent and answered, the failures and the worst lag of the
// sender itself behind its schedule.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

const { url, rate, warmUp, seconds, tokens, connections } = JSON.parse(process.argv[2] ?? '{}') as {
  url: string;
  rate: number;
  warmUp: number;
  seconds: number;
  tokens: string[];
  connections: number;
};

/** What the process prints: latencies in ms (null when no request was answered). */
export interface PacedFigures {
  sent: number;
  answered: number;
  failed: number;
  unanswered: number;
  non2xx: number;
  p50: number | null;
  p99: number | null;
  p999: number | null;
  max: number | null;
  worstSenderLag: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const interval = 1000 / rate;
const latencies: number[] = [];
let sent = 0;
let nextToken = 0;
let failed = 0;
let non2xx = 0;
let worstSenderLag = 0;

function send(due: number, counted: boolean) {
  const token = tokens.length > 0 ? tokens[nextToken++ % tokens.length] : undefined;
  if (counted) sent += 1;
  const request = http.get(
    url,
    { agent, headers: token ? { authorization: `Bearer ${token}` } : {} },
    (response) => {
      response.resume();
      response.once('end', () => {
        if (!counted) return;
        if ((response.statusCode ?? 0) >= 300) non2xx += 1;
        latencies.push(performance.now() - due);
      });
    },
  );
  request.once('error', () => {
    if (counted) failed += 1;
  });
}

const start = performance.now() + 50;
const counting = start + warmUp * 1000;
const end = counting + seconds * 1000;
let next = start;
await new Promise<void>((resolve) => {
  const tick = () => {
    const now = performance.now();
    while (next <= now && next < end) {
      const counted = next >= counting;
      if (counted) worstSenderLag = Math.max(worstSenderLag, now - next);
      send(next, counted);
      next += interval;
    }
    if (next >= end) resolve();
    else setTimeout(tick, Math.max(0, Math.min(next - now, 1)));
  };
  tick();
});

// the answers still on their way, for at most 5 s
const settled = performance.now() + 5000;
while (latencies.length + failed < sent && performance.now() < settled) {
  await new Promise((resolve) => setTimeout(resolve, 10));
}
agent.destroy();

latencies.sort((a, b) => a - b);
const percentile = (p: number) =>
  latencies.length === 0
    ? null
    : Number(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))]?.toFixed(2));
process.stdout.write(
  JSON.stringify({
    sent,
    answered: latencies.length,
    failed,
    unanswered: sent - latencies.length - failed,
    non2xx,
    p50: percentile(0.5),
    p99: percentile(0.99),
    p999: percentile(0.999),
    max: percentile(1),
    worstSenderLag: Number(worstSenderLag.toFixed(2)),
  } satisfies PacedFigures),
);
