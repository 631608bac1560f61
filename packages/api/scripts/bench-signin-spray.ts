// `pnpm --filter @winhub/api bench:signin-spray`: the compiled server (dist/main.js, built first) on a fresh
// embedded database (DATABASE_URL set: a fresh schema of that PostgreSQL database instead), loopback only.
// A person signs up and signs in once from their browser. Then ROUNDS (default 5) rounds: SPRAY (default
// 200) wrong-password sign-ins on that person's address, each from its own client address (X-Forwarded-For:
// the server trusts the loopback proxy, TRUST_PROXY=loopback) and its own fresh browser, sent at once, while
// the person signs in from their own browser (the whole sign-in: authorization, password, callback).
// Prints the person's sign-in time idle and under the spray (median of the rounds), the attempts' answers
// (counts by status) and /api/health (fetched every 20 ms during the spray) p99. Figures, not a test.
// BENCH_CPU_PROF=dir writes a --cpu-prof profile of the server there; BENCH_SERVER=file runs that build of the
// server instead of dist/main.js (an earlier build kept for a before-and-after comparison).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const spray = Number(process.env.SPRAY ?? 200);
const rounds = Number(process.env.ROUNDS ?? 5);
const cpuProfileDir = process.env.BENCH_CPU_PROF;
const baseDatabaseUrl = process.env.DATABASE_URL || '';

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
const median = (values: number[]) => percentile(values, 0.5);
const ms = (value: number) => `${value.toFixed(0)} ms`;

/** One browser: a cookie jar (paths ignored), redirects followed by hand, a client address of its own. */
class Browser {
  readonly cookies = new Map<string, string>();
  constructor(public clientAddress: string) {}

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('x-forwarded-for', this.clientAddress);
    if (this.cookies.size) {
      headers.set('cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const at = pair.indexOf('=');
      const value = pair.slice(at + 1).trim();
      if (value) this.cookies.set(pair.slice(0, at).trim(), value);
      else this.cookies.delete(pair.slice(0, at).trim());
    }
    return response;
  }

  json(url: string, body: unknown) {
    return this.request(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  }
}

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'winhub-spray-'));
const schema = `bench_spray_${randomBytes(4).toString('hex')}`;
/** Runs one statement on the PostgreSQL database DATABASE_URL names (creating or dropping the bench's schema). */
async function onDatabase(sql: string) {
  const client = new pg.Client(baseDatabaseUrl);
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
if (baseDatabaseUrl) await onDatabase(`CREATE SCHEMA "${schema}"`);
const databaseUrl = baseDatabaseUrl
  ? `${baseDatabaseUrl}${baseDatabaseUrl.includes('?') ? '&' : '?'}schema=${schema}`
  : '';

/** Follows redirects until the app's callback (its query string) or a page (its URL). */
async function follow(browser: Browser, response: Response): Promise<{ callback?: string; page?: string }> {
  let current = response;
  let url = response.url;
  for (let hops = 0; hops < 15; hops++) {
    const location = current.headers.get('location');
    if (current.status < 300 || current.status >= 400 || !location) {
      await current.arrayBuffer();
      return { page: url };
    }
    await current.arrayBuffer();
    const next = new URL(location, url || origin);
    if (next.pathname === '/auth-callback') return { callback: next.search };
    url = next.href;
    current = await browser.request(url);
  }
  throw new Error('too many redirects');
}

/** The provider's sign-in interaction for `email` in `browser`: the path its form posts to. */
async function signInScreen(browser: Browser, email: string): Promise<string> {
  const started = await browser.json(`${origin}/api/auth/winauth-url`, {
    redirectUri: null,
    prefillData: { email },
  });
  if (started.status !== 200) throw new Error(`winauth-url ${started.status}: ${await started.text()}`);
  const { authUrl } = (await started.json()) as { authUrl: string };
  const { page } = await follow(browser, await browser.request(authUrl));
  if (!page) throw new Error('expected the sign-in screen');
  return `${origin}${new URL(page).pathname}/login`;
}

/** A password sign-in as /login sends it; the status of the password step. */
async function postPassword(browser: Browser, loginUrl: string, email: string, password: string) {
  const response = await browser.json(loginUrl, { email, password });
  return response;
}

/**
 * The person's whole sign-in from their own browser: only its long-lived cookies are kept (a fresh
 * provider session each time, so the password is asked). Its time and the password step's status.
 */
async function personSignsIn(home: Browser, email: string, password: string) {
  const browser = new Browser(home.clientAddress);
  for (const [name, value] of home.cookies) {
    if (name.startsWith('winhub_browser') || name.startsWith('winhub_device'))
      browser.cookies.set(name, value);
  }
  const started = performance.now();
  const loginUrl = await signInScreen(browser, email);
  const answer = await postPassword(browser, loginUrl, email, password);
  let status = answer.status;
  if (answer.status === 200) {
    const { location } = (await answer.json()) as { location: string };
    const { callback } = await follow(browser, await browser.request(new URL(location, origin).href));
    if (callback === undefined) throw new Error('the sign-in did not reach the callback');
    const session = await browser.json(`${origin}/api/auth/callback`, { search: callback });
    await session.arrayBuffer();
    status = session.status;
  } else {
    await answer.arrayBuffer();
  }
  const elapsed = performance.now() - started;
  for (const [name, value] of browser.cookies) {
    if (name.startsWith('winhub_browser') || name.startsWith('winhub_device')) home.cookies.set(name, value);
  }
  return { elapsed, status };
}

async function inBatches<T>(count: number, size: number, make: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let from = 0; from < count; from += size) {
    const batch = Array.from({ length: Math.min(size, count - from) }, (_, i) => make(from + i));
    results.push(...(await Promise.all(batch)));
  }
  return results;
}

const serverArgs = [
  ...(cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : []),
  path.resolve(apiDir, process.env.BENCH_SERVER ?? 'dist/main.js'),
];
const server = spawn(process.execPath, serverArgs, {
  cwd: apiDir,
  env: {
    ...process.env,
    PORT: String(port),
    PUBLIC_ORIGIN: origin,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    TRUST_PROXY: 'loopback',
    SERVICE_ORIGINS: 'erp=http://127.0.0.1:9',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

try {
  for (let tries = 0; ; tries++) {
    const ready = await fetch(`${origin}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode})`);
    if (tries > 600) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const email = `sprayed-${port}@example.com`;
  const password = 'the-right-pass-1';
  const signUp = await fetch(`${origin}/api/create-account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.1' },
    body: JSON.stringify({
      email,
      password,
      fullName: 'Sprayed Person',
      persona: 'empresa',
      organizationName: 'Spray Ltda',
      employees: '1-5',
    }),
  });
  if (signUp.status !== 201) throw new Error(`sign-up ${signUp.status}: ${await signUp.text()}`);

  // the person's own browser, which has signed in before (each sign-in from an address of its own only
  // so that the bench's many sign-ins stay under the per-address request limit)
  const home = new Browser('192.0.2.1');
  const idle: number[] = [];
  for (let i = 0; i < 6; i++) {
    home.clientAddress = `192.0.2.${i + 1}`;
    const { elapsed, status } = await personSignsIn(home, email, password);
    if (status !== 200) throw new Error(`idle sign-in answered ${status}`);
    if (i > 0) idle.push(elapsed);
  }

  const statuses = new Map<number, number>();
  const health: number[] = [];
  const underSpray: number[] = [];
  const personStatuses: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const attackers = await inBatches(spray, 20, async (index) => {
      const browser = new Browser(`10.${round}.${index >> 8}.${(index & 255) + 1}`);
      return { browser, loginUrl: await signInScreen(browser, email) };
    });

    let spraying = true;
    const probe = (async () => {
      while (spraying) {
        const started = performance.now();
        await (await fetch(`${origin}/api/health`)).arrayBuffer();
        health.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    const attempts = Promise.all(
      attackers.map(({ browser, loginUrl }, index) =>
        postPassword(browser, loginUrl, email, `wrong-${round}-${index}`).then(async (response) => {
          await response.arrayBuffer();
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        }),
      ),
    );
    // the person starts once every attempt is on its way
    await new Promise((resolve) => setTimeout(resolve, 50));
    home.clientAddress = `192.0.2.${10 + round}`;
    const person = await personSignsIn(home, email, password);
    underSpray.push(person.elapsed);
    personStatuses.push(person.status);
    await attempts;
    spraying = false;
    await probe;
    console.log(`round ${round + 1}: the person's sign-in ${ms(person.elapsed)} (answer ${person.status})`);
  }

  const answers = [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');
  console.log(
    `database ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${spray} wrong-password sign-ins at once from distinct addresses, ${rounds} rounds`,
  );
  console.log(`the person's sign-in idle:         median ${ms(median(idle))} (of ${idle.length})`);
  console.log(
    `the person's sign-in under spray:  median ${ms(median(underSpray))} (of ${underSpray.length}; answers ${personStatuses.join(' ')})`,
  );
  console.log(`the attempts' answers:             ${answers}`);
  console.log(`/api/health during the spray:      p99 ${ms(percentile(health, 0.99))} (n=${health.length})`);
} finally {
  if (server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl) await onDatabase(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
}
