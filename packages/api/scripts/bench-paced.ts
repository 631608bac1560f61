// The paced load of `pnpm bench:api`, in its own process: requests sent at a fixed rate whatever the
// server's answers do (an open loop, as independent visitors arrive), each request's latency counted
// from the moment it was due to be sent. A closed loop such as autocannon's only sends when an answer
// comes back, so a slow answer delays the requests behind it and hides their wait (coordinated
// omission); and at full load its latency is the queue of its own connections. Prints JSON: the
// latency percentiles in ms (the first `warmUp` seconds sent but not counted: both processes' code is
// still being compiled then), the requests sent and answered, the failures and the worst lag of the
// sender itself behind its schedule.
//
// The requests go over plain keep-alive sockets, one at a time on each, written from bytes prepared
// once and answered by reading only the status and the body's length: the sender's own cost per
// request (node:http's client costs several times more) is what its lag behind the schedule is made
// of, and that lag counts in every latency.
import net from 'node:net';
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

interface Due {
  at: number;
  counted: boolean;
}

const target = new URL(url);
const requestBytes = (tokens.length > 0 ? tokens : [null]).map((token) =>
  Buffer.from(
    `GET ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${target.host}\r\n` +
      (token ? `Authorization: Bearer ${token}\r\n` : '') +
      '\r\n',
    'latin1',
  ),
);
const HEADER_END = Buffer.from('\r\n\r\n');
const LAST_CHUNK = Buffer.from('\r\n0\r\n\r\n');

const interval = 1000 / rate;
const latencies: number[] = [];
let sent = 0;
let nextRequest = 0;
let failed = 0;
let non2xx = 0;
let worstSenderLag = 0;

/** Where an answer's bytes end, or null while they have not all come. */
function answerEnd(bytes: Buffer): number | null {
  const headerEnd = bytes.indexOf(HEADER_END);
  if (headerEnd < 0) return null;
  const head = bytes.toString('latin1', 0, headerEnd).toLowerCase();
  const length = /\r\ncontent-length: *(\d+)/.exec(head);
  if (length) {
    const end = headerEnd + 4 + Number(length[1]);
    return bytes.length >= end ? end : null;
  }
  if (head.includes('\r\ntransfer-encoding: chunked')) {
    const last = bytes.indexOf(LAST_CHUNK, headerEnd);
    return last < 0 ? null : last + LAST_CHUNK.length;
  }
  return headerEnd + 4;
}

/** One keep-alive socket carrying one request at a time. */
class Connection {
  private readonly socket: net.Socket;
  private inFlight: Due | null = null;
  private received: Buffer = Buffer.alloc(0);

  constructor(first: Due) {
    this.socket = net.connect({ host: target.hostname, port: Number(target.port || 80), noDelay: true });
    this.socket.on('data', (chunk: Buffer) => this.read(chunk));
    this.socket.once('close', () => this.lost());
    this.socket.on('error', () => undefined);
    this.send(first);
  }

  send(due: Due) {
    this.inFlight = due;
    this.socket.write(requestBytes[nextRequest++ % requestBytes.length] as Buffer);
  }

  private read(chunk: Buffer) {
    this.received = this.received.length === 0 ? chunk : Buffer.concat([this.received, chunk]);
    const end = answerEnd(this.received);
    const due = this.inFlight;
    if (end === null || !due) return;
    if (due.counted) {
      latencies.push(performance.now() - due.at);
      const status = Number(this.received.toString('latin1', 9, 12));
      if (!(status >= 200 && status < 300)) non2xx += 1;
    }
    this.received = this.received.subarray(end);
    this.inFlight = null;
    const waiting = queued.shift();
    if (waiting) this.send(waiting);
    else idle.push(this);
  }

  private lost() {
    if (this.inFlight?.counted) failed += 1;
    this.inFlight = null;
    open.delete(this);
    const at = idle.indexOf(this);
    if (at >= 0) idle.splice(at, 1);
  }

  close() {
    this.socket.destroy();
  }
}

const open = new Set<Connection>();
const idle: Connection[] = [];
/** Requests due while every connection was busy: sent as soon as one is free, their wait counted. */
const queued: Due[] = [];

function send(due: Due) {
  if (due.counted) sent += 1;
  const connection = idle.pop();
  if (connection) connection.send(due);
  else if (open.size < connections) open.add(new Connection(due));
  else queued.push(due);
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
      send({ at: next, counted });
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
for (const connection of open) connection.close();

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
