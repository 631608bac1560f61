#!/usr/bin/env node
// The multi-instance suite: two compiled WinHub processes on one fresh PostgreSQL database and the local
// Redis, behind nginx run with deploy/nginx.conf (round robin, no sticky sessions). Checks, through the
// proxy: both instances answer; Chromium sign-up, sign-in, service hand-off and upgrade (the e2e specs);
// Premium at once on every instance; one rate limit across both; SIGKILL of one instance under a load of
// sign-ups and reads (a service logout written by the killed instance, for a sign-out and for a member's
// removal, is delivered by the other); a real
// Prometheus (Debian's) scrapes both instances' /metrics; SIGTERM stops the other cleanly. Needs WINHUB_TEST_POSTGRES_URL and
// WINHUB_TEST_REDIS_URL (CI sets both); without them it says so and skips.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const postgresUrl = process.env.WINHUB_TEST_POSTGRES_URL;
const redisBase = process.env.WINHUB_TEST_REDIS_URL;
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((candidate) => existsSync(candidate));
if (!postgresUrl || !redisBase || !nginx) {
  console.log(
    'multi-instance: skipped — needs WINHUB_TEST_POSTGRES_URL, WINHUB_TEST_REDIS_URL and nginx (bash .ci/run provides them)',
  );
  process.exit(0);
}

const apiRequire = createRequire(path.join(root, 'packages/api/package.json'));
const { default: pg } = await import(apiRequire.resolve('pg'));
const { createClient } = await import(apiRequire.resolve('redis'));

const work = mkdtempSync(path.join(tmpdir(), 'winhub-multi-'));
const database = `winhub_multi_${randomBytes(4).toString('hex')}`;
const REDIS_DB = 11;
const METRICS_TOKEN = randomBytes(24).toString('hex');
const ERP_SECRET = randomBytes(24).toString('hex');
const children = [];
let failures = 0;
let passes = 0;

function check(name, ok, detail = '') {
  if (ok) passes += 1;
  else failures += 1;
  console.log(`${ok ? '✓' : '✗'} ${name}${ok || !detail ? '' : ` — ${detail}`}`);
}

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function adminQuery(sql) {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

function start(name, command, args, env) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr.on('data', (chunk) => process.stderr.write(`[${name}] ${chunk}`));
  children.push(child);
  return child;
}

async function waitFor(url, seconds = 120) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not become ready in ${seconds} s`);
}

const exited = (child) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode ?? child.signalCode);
    else child.once('exit', (code, signal) => resolve(code ?? signal));
  });

async function main() {
  const build = spawnSync('node', ['packages/api/scripts/start.mjs', '--build-only'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('build failed');

  await adminQuery(`CREATE DATABASE ${database}`);
  const databaseUrl = new URL(postgresUrl);
  databaseUrl.pathname = `/${database}`;
  const redisUrl = `${redisBase.replace(/\/\d*$/, '')}/${REDIS_DB}`;
  const redis = createClient({ url: redisUrl });
  await redis.connect();
  await redis.flushDb();
  await redis.close();

  const [proxyPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
  const origin = `http://localhost:${proxyPort}`;
  const logoutPort = await freePort();
  const instanceEnv = (port) => ({
    METRICS_TOKEN,
    SERVICE_CLIENT_SECRETS: `erp=${ERP_SECRET}`,
    SERVICE_LOGOUT_URLS: `erp=http://127.0.0.1:${logoutPort}/backchannel-logout`,
    PORT: String(port),
    PUBLIC_ORIGIN: origin,
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: redisUrl,
    TRUST_PROXY: 'loopback',
    DATA_DIR: path.join(work, `data-${port}`),
    LOG_LEVEL: 'warn',
  });
  const serverEntry = ['--enable-source-maps', 'packages/api/dist/main.js'];
  const instanceA = start('A', process.execPath, serverEntry, instanceEnv(portA));
  const instanceB = start('B', process.execPath, serverEntry, instanceEnv(portB));
  await Promise.all([
    waitFor(`http://127.0.0.1:${portA}/api/ready`),
    waitFor(`http://127.0.0.1:${portB}/api/ready`),
  ]);

  const runDir = path.join(work, 'nginx');
  mkdirSync(runDir);
  const values = {
    WINHUB_LISTEN: `127.0.0.1:${proxyPort}`,
    WINHUB_INSTANCE_1: `127.0.0.1:${portA}`,
    WINHUB_INSTANCE_2: `127.0.0.1:${portB}`,
    NGINX_RUN_DIR: runDir,
  };
  const config = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8').replace(
    /\$\{(\w+)\}/g,
    (_, name) => {
      if (!(name in values)) throw new Error(`deploy/nginx.conf: no value for \${${name}}`);
      return values[name];
    },
  );
  writeFileSync(path.join(runDir, 'nginx.conf'), config);
  start('nginx', nginx, ['-c', path.join(runDir, 'nginx.conf'), '-p', runDir, '-e', 'stderr']);
  await waitFor(`${origin}/api/health`, 20);

  const upstreams = new Set();
  for (let i = 0; i < 6; i += 1) {
    upstreams.add((await fetch(`${origin}/api/config`)).headers.get('x-upstream'));
  }
  check(
    'round robin: both instances answer through the proxy',
    upstreams.size === 2,
    [...upstreams].join(', '),
  );

  // Chromium through the proxy: sign-up, sign-in (started on one instance, finished on another), hand-off, upgrade
  // spawn, not spawnSync: a blocked event loop would leave sockets nginx closed meanwhile in fetch's pool
  const e2e = spawn(
    'pnpm',
    [
      '--filter',
      '@winhub/app',
      'e2e',
      'sign-up.spec',
      'sign-in.spec',
      'open-service',
      'upgrade',
      '--retries=1',
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, E2E_PORT: String(proxyPort), E2E_REUSE_SERVER: '1' },
    },
  );
  const e2eStatus = await exited(e2e);
  check(
    'Chromium: sign up, sign in, open a service, upgrade with 4242 (e2e specs through the proxy)',
    e2eStatus === 0,
  );

  await scrapeWithPrometheus([`127.0.0.1:${portA}`, `127.0.0.1:${portB}`]);

  // the ERP joins a session; its person signs out on instance A while the ERP's logout endpoint is down
  const leaving = await createAccount(origin, '198.51.100.2');
  const joined = await joinErp(`http://127.0.0.1:${portA}`, origin, leaving.token);
  const signOut = await fetch(`http://127.0.0.1:${portA}/api/auth/sign-out`, {
    method: 'POST',
    headers: bearer(leaving.token),
  });
  check('sign-out on instance A while the ERP is down', signOut.status === 200, String(signOut.status));

  // a person of a team joins the ERP through instance A; an admin removes them there while the ERP is down
  const removed = await removedMemberInErp(`http://127.0.0.1:${portA}`, origin, databaseUrl.toString());

  const account = await createAccount(origin, '198.51.100.1');
  await upgrade(origin, account.token);
  const plans = [];
  for (let i = 0; i < 4; i += 1) {
    const response = await fetch(`${origin}/api/user/organization`, { headers: bearer(account.token) });
    plans.push(
      `${response.headers.get('x-upstream')}=${(await response.json()).organization?.subscriptionType}`,
    );
  }
  check(
    'Premium at once on every instance after paying',
    plans.every((plan) => plan.endsWith('=premium')),
    plans.join(' '),
  );

  const limited = [];
  for (let i = 0; i < 12; i += 1) {
    const response = await fetch(`${origin}/api/create-account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      body: '{}',
    });
    limited.push(`${response.status}@${response.headers.get('x-upstream')}`);
  }
  const over = limited.slice(10);
  check(
    'rate limit shared: the 11th and 12th sign-up in a minute from one client are 429, on both instances',
    limited.slice(0, 10).every((entry) => entry.startsWith('400@')) &&
      over.every((entry) => entry.startsWith('429@')) &&
      new Set(over.map((entry) => entry.split('@')[1])).size === 2,
    limited.join(' '),
  );

  // SIGKILL one instance in the middle of a load of sign-ups and reads
  const results = { reads: [], signUps: [] };
  let stop = false;
  const reader = async () => {
    while (!stop) {
      const response = await fetch(`${origin}/api/user/organization`, {
        headers: bearer(account.token),
      }).catch(() => null);
      results.reads.push(response?.status ?? 0);
    }
  };
  let signUpNumber = 0;
  const signer = async () => {
    while (!stop) {
      signUpNumber += 1;
      const email = `load-${signUpNumber}-${randomBytes(3).toString('hex')}@example.com`;
      const response = await postAccount(origin, email, `192.0.2.${signUpNumber % 250}`).catch(() => null);
      results.signUps.push({ email, status: response?.status ?? 0, at: Date.now() });
    }
  };
  const load = [reader(), reader(), reader(), signer(), signer()];
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const killedAt = Date.now();
  instanceA.kill('SIGKILL');
  await new Promise((resolve) => setTimeout(resolve, 3000));
  stop = true;
  await Promise.all(load);

  const failedReads = results.reads.filter((status) => status !== 200);
  check(
    `reads under the kill: all ${results.reads.length} answered 200 (GETs the proxy retried on the other instance)`,
    failedReads.length === 0,
    `${failedReads.length} failed: ${[...new Set(failedReads)].join(', ')}`,
  );
  const created = results.signUps.filter((entry) => entry.status === 201);
  const rows = await adminQueryIn(databaseUrl, 'SELECT email, count(*)::int AS n FROM users GROUP BY email');
  const stored = new Map(rows.map((row) => [row.email, row.n]));
  check(
    `sign-ups under the kill: each of the ${created.length} answered 201 is stored exactly once`,
    created.every((entry) => stored.get(entry.email) === 1),
  );
  const unanswered = results.signUps.filter((entry) => entry.status !== 201);
  check(
    `sign-ups not answered 201 (${unanswered.length}, in flight on the killed instance) were not retried into duplicates`,
    unanswered.every((entry) => (stored.get(entry.email) ?? 0) <= 1 && entry.status === 502),
    unanswered.map((entry) => entry.status).join(','),
  );
  check(
    'sign-ups go on through the other instance after the kill',
    results.signUps.some((entry) => entry.status === 201 && entry.at > killedAt + 500),
  );

  await expectLogoutDelivered(origin, logoutPort, [
    ['sign-out', joined],
    ['removal', removed],
  ]);

  instanceB.kill('SIGTERM');
  const code = await Promise.race([
    exited(instanceB),
    new Promise((resolve) => setTimeout(() => resolve('timeout'), 15_000)),
  ]);
  check('SIGTERM: the other instance finishes its requests and exits 0', code === 0, String(code));
}

const bearer = (token) => ({ authorization: `Bearer ${token}` });

/** Debian's Prometheus, configured by deploy/prometheus/prometheus.yml, scrapes both instances; read back by its HTTP API. */
async function scrapeWithPrometheus(targets) {
  const prometheus = ['/usr/bin/prometheus', '/usr/sbin/prometheus'].find((candidate) =>
    existsSync(candidate),
  );
  if (!prometheus) {
    check('Prometheus scrapes /metrics on both instances', false, 'prometheus is not installed');
    return;
  }
  const dir = path.join(work, 'prometheus');
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'token'), METRICS_TOKEN);
  const values = {
    SCRAPE_INTERVAL: '1s',
    METRICS_TOKEN_FILE: path.join(dir, 'token'),
    WINHUB_INSTANCE_1: targets[0],
    WINHUB_INSTANCE_2: targets[1],
  };
  const config = readFileSync(path.join(root, 'deploy/prometheus/prometheus.yml'), 'utf8').replace(
    /\$\{(\w+)\}/g,
    (_, name) => {
      if (!(name in values)) throw new Error(`deploy/prometheus/prometheus.yml: no value for \${${name}}`);
      return values[name];
    },
  );
  writeFileSync(path.join(dir, 'prometheus.yml'), config);
  const port = await freePort();
  const server = start('prometheus', prometheus, [
    `--config.file=${path.join(dir, 'prometheus.yml')}`,
    `--storage.tsdb.path=${path.join(dir, 'data')}`,
    `--web.listen-address=127.0.0.1:${port}`,
    '--log.level=warn',
  ]);
  const query = async (expr) => {
    const response = await fetch(
      `http://127.0.0.1:${port}/api/v1/query?query=${encodeURIComponent(expr)}`,
    ).catch(() => null);
    return response?.ok ? (await response.json()).data.result : [];
  };
  let series = [];
  let up = [];
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    up = await query('up{job="winhub"} == 1');
    series = await query('sum by (instance) (winhub_http_requests_total)');
    if (up.length === 2 && series.length === 2) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  check(
    'Prometheus scrapes /metrics on both instances with the token (up == 1, request counts per instance)',
    up.length === 2 && series.length === 2,
    `up: ${up.length}, series: ${JSON.stringify(series.map((entry) => entry.metric.instance))}`,
  );
  const outboxes = await query('winhub_outbox_pending');
  check(
    'Prometheus reads the outbox backlogs (payment, mail, logout) of each instance',
    new Set(outboxes.map((entry) => entry.metric.outbox)).size === 3 && outboxes.length === 6,
    outboxes.map((entry) => `${entry.metric.instance}:${entry.metric.outbox}`).join(' '),
  );
  server.kill('SIGTERM');
  await exited(server);
}

/** Opens the ERP on `instance` for the session of `token` and redeems the hand-off as the ERP does. */
async function joinErp(instance, origin, token) {
  const handoff = await fetch(`${instance}/api/auth/service-handoff`, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify({ service: 'erp' }),
  });
  const subjectToken = new URL((await handoff.json()).url).searchParams.get('token');
  const redeemed = await fetch(`${origin}/api/auth/service-handoff/redeem`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`winhub-erp:${ERP_SECRET}`).toString('base64')}` },
    body: new URLSearchParams({
      grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
      subject_token_type: 'urn:winhub:params:oauth:token-type:service-handoff',
      subject_token: subjectToken ?? '',
    }),
  });
  const answer = await redeemed.json();
  if (redeemed.status !== 200) throw new Error(`redeem: ${redeemed.status} ${JSON.stringify(answer)}`);
  return { sid: answer.session.sid, subject: answer.user.id, accessToken: answer.access_token };
}

/**
 * An admin of a new organization invites a person on `instance`; they sign up from the mailed link, join
 * the ERP through `instance`, and the admin removes them there. Answers their ERP session.
 */
async function removedMemberInErp(instance, origin, databaseUrl) {
  const admin = await createAccount(origin, '198.51.100.3');
  const { activeOrganizationId } = await (
    await fetch(`${instance}/api/organizations`, { headers: bearer(admin.token) })
  ).json();
  const team = `${instance}/api/organizations/${activeOrganizationId}`;
  const email = `member-${randomBytes(4).toString('hex')}@example.com`;
  const invited = await fetch(`${team}/invitations`, {
    method: 'POST',
    headers: { ...bearer(admin.token), 'content-type': 'application/json' },
    body: JSON.stringify({ emails: [email], role: 'member' }),
  });
  if (invited.status !== 200) throw new Error(`invite: ${invited.status} ${await invited.text()}`);
  const token = await invitationToken(databaseUrl, email);
  const signedUp = await fetch(`${instance}/api/invitations/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token, fullName: 'Removed Member', password: 'secret-pass-1' }),
  });
  if (signedUp.status !== 201)
    throw new Error(`invitation sign-up: ${signedUp.status} ${await signedUp.text()}`);
  const joined = await joinErp(instance, origin, (await signedUp.json()).token);
  const { members } = await (
    await fetch(`${team}/members?search=${encodeURIComponent(email)}`, { headers: bearer(admin.token) })
  ).json();
  const removal = await fetch(`${team}/members/${members[0]?.id}`, {
    method: 'DELETE',
    headers: bearer(admin.token),
  });
  check(
    'a member removed on instance A while the ERP is down',
    removal.status === 200,
    String(removal.status),
  );
  return joined;
}

/** The invitation link's token from the embedded mailbox's table (the outbox delivers it shortly). */
async function invitationToken(databaseUrl, email) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const { rows } = await client.query('SELECT text FROM mailbox_messages WHERE "to" = $1', [email]);
      const link = rows[0]?.text.match(/https?:\/\/\S+\/invitation\?token=[^\s]+/)?.[0];
      if (link) return new URL(link).searchParams.get('token') ?? '';
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`no invitation mail to ${email}`);
  } finally {
    await client.end();
  }
}

/**
 * The ERP's logout endpoint comes up after the instance that wrote the logouts was killed: the other
 * instance delivers each (its lease over, its retry due). The logout tokens are checked with jose.
 */
async function expectLogoutDelivered(origin, port, sessions) {
  const { createRemoteJWKSet, jwtVerify } = await import(apiRequire.resolve('jose'));
  const received = [];
  const receiver = createHttpServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push(new URLSearchParams(body).get('logout_token'));
      res.writeHead(200).end();
    });
  });
  await new Promise((resolve) => receiver.listen(port, '127.0.0.1', resolve));
  const jwks = createRemoteJWKSet(new URL(`${origin}/api/auth/jwks`));
  const verified = [];
  const until = Date.now() + 90_000;
  while (verified.length < sessions.length && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const token of received.splice(0)) {
      try {
        verified.push(
          await jwtVerify(token ?? '', jwks, { issuer: origin, audience: 'winhub-erp', typ: 'logout+jwt' }),
        );
      } catch (error) {
        check('the ERP gets verifiable logout tokens from the surviving instance', false, String(error));
      }
    }
  }
  await new Promise((resolve) => receiver.close(resolve));
  for (const [what, joined] of sessions) {
    const claims = verified.find(({ payload }) => payload.sid === joined.sid)?.payload;
    check(
      `the ERP gets the logout of the ${what} from the surviving instance (typ logout+jwt, its sid and sub, events, no nonce)`,
      claims !== undefined &&
        claims.sub === joined.subject &&
        'http://schemas.openid.net/event/backchannel-logout' in (claims.events ?? {}) &&
        !('nonce' in claims),
      JSON.stringify(verified.map(({ payload }) => payload)),
    );
    const status = await fetch(`${origin}/api/auth/service-session`, { headers: bearer(joined.accessToken) });
    check(
      `the ERP’s status call answers 401 after the ${what}`,
      status.status === 401,
      String(status.status),
    );
  }
}

function postAccount(origin, email, clientAddress) {
  return fetch(`${origin}/api/create-account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientAddress },
    body: JSON.stringify({
      email,
      password: 'secret-pass-1',
      fullName: 'Load Tester',
      persona: 'empresa',
      organizationName: 'Load Ltda',
      employees: '1-5',
    }),
  });
}

async function createAccount(origin, clientAddress) {
  const response = await postAccount(
    origin,
    `multi-${randomBytes(4).toString('hex')}@example.com`,
    clientAddress,
  );
  if (response.status !== 201) throw new Error(`create-account: ${response.status} ${await response.text()}`);
  return response.json();
}

async function upgrade(origin, token) {
  const headers = { ...bearer(token), 'content-type': 'application/json' };
  const setup = await fetch(`${origin}/api/billing/create-subscription`, {
    method: 'POST',
    headers,
    body: '{}',
  });
  if (!setup.ok) throw new Error(`create-subscription: ${setup.status} ${await setup.text()}`);
  const { clientSecret } = await setup.json();
  const card = { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123', name: 'Load Tester' };
  const confirm = await fetch(`${origin}/api/billing/test-mode/confirm`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ clientSecret, card }),
  });
  if (!confirm.ok) throw new Error(`test-mode/confirm: ${confirm.status} ${await confirm.text()}`);
}

async function adminQueryIn(url, sql) {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

try {
  await main();
} catch (error) {
  failures += 1;
  console.error(`✗ multi-instance run failed: ${error.stack ?? error}`, error.cause ?? '');
} finally {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  await Promise.all(children.map((child) => exited(child)));
  await adminQuery(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => {});
  rmSync(work, { recursive: true, force: true });
}
console.log(`multi-instance: ${passes} passed, ${failures} failed`);
process.exit(failures > 0 ? 1 : 0);
