// `pnpm bench:api`: autocannon against GET /api/user/organization (valid token, full middleware stack,
// embedded PGlite unless DATABASE_URL is set) and against a bare Express hello-world, in the same run.
// BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 50) tune it.
import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import express from 'express';
import { loadConfig, MEMORY_DATA_DIR } from '../src/config.ts';
import { createLogger } from '../src/logger.ts';
import { createWinHub } from '../src/server.ts';
import { createAccount } from '../src/services/accounts.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

const listen = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, () => resolve((server.address() as AddressInfo).port)));

interface Figures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
}

async function run(name: string, url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
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

async function main() {
  const winhubServer = createServer();
  const port = await listen(winhubServer);
  const origin = `http://localhost:${port}`;
  const config = loadConfig({
    ...process.env,
    PORT: String(port),
    PUBLIC_ORIGIN: origin,
    DATA_DIR: MEMORY_DATA_DIR,
    COOKIE_SECRET: randomBytes(16).toString('hex'),
  });
  const logger = createLogger(process.env.LOG_LEVEL ?? 'warn');
  const { app, db, identity } = await createWinHub(config, logger);
  winhubServer.on('request', app);

  const { user } = await createAccount(db.prisma, {
    email: `bench.${randomBytes(4).toString('hex')}@example.com`,
    fullName: 'Bench Mark',
    password: 'benchmark-password',
    organizationName: 'Bench Org',
  });
  if (!identity.issueAccessToken)
    throw new Error('The bench needs the embedded provider (unset AUTH_ISSUER)');
  const token = await identity.issueAccessToken({
    subject: user.identitySubject ?? user.id,
    email: user.email,
    fullName: user.fullName,
  });

  const hello = express();
  hello.get('/', (_req, res) => {
    res.json({ hello: 'world' });
  });
  const helloServer = createServer(hello);
  const helloPort = await listen(helloServer);

  console.log(
    `autocannon: ${connections} connections, ${seconds} s each, database ${db.mode}, log level ${logger.level}`,
  );
  const baseline = await run('express hello-world', `http://localhost:${helloPort}/`);
  const stack = await run('GET /api/config (no database)', `${origin}/api/config`);
  const winhub = await run('GET /api/user/organization', `${origin}/api/user/organization`, {
    authorization: `Bearer ${token}`,
  });

  console.table(
    [baseline, stack, winhub].map((figures) => ({
      endpoint: figures.name,
      'req/s': Math.round(figures.requestsPerSecond),
      'p50 ms': figures.p50,
      'p99 ms': figures.p99,
      errors: figures.errors,
      non2xx: figures.non2xx,
      requests: figures.total,
    })),
  );
  console.log(
    `ratio (winhub / hello-world req/s): ${(winhub.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}`,
  );

  helloServer.close();
  await new Promise((resolve) => {
    winhubServer.close(resolve);
    winhubServer.closeIdleConnections();
  });
  await db.close();
}

await main();
