import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompiledServer } from '../helpers/compiledServer.ts';
import { migratedDataDir } from '../helpers/dataDir.ts';
import { isolatedPostgres } from '../helpers/testApp.ts';

// The compiled server with OTEL_EXPORTER_OTLP_ENDPOINT pointing at a loopback OTLP/HTTP receiver: its
// spans arrive, and its log lines name their trace.

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
type Span = { name: string; traceId: string; kind: number; attributes: { key: string }[] };

const spans: Span[] = [];
const ERP_SECRET = 'erp-secret-for-the-tracing-test-0123456789';
const logLines: string[] = [];
let receiver: Server;
let winhub: ChildProcess;
let build: ReturnType<typeof buildCompiledServer> | undefined;
let origin: string;
let dataDir: string;
let postgres: Awaited<ReturnType<typeof isolatedPostgres>>;

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

beforeAll(async () => {
  build = buildCompiledServer();
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        const { resourceSpans = [] } = JSON.parse(body) as {
          resourceSpans?: { scopeSpans: { spans: Span[] }[] }[];
        };
        for (const resource of resourceSpans)
          for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  const receiverPort = await listen(receiver);
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  origin = `http://127.0.0.1:${port}`;
  dataDir = migratedDataDir('winhub-tracing-');
  postgres = await isolatedPostgres();
  winhub = spawn(process.execPath, ['--import', `./${build.dir}/tracing.js`, `./${build.dir}/main.js`], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
      LOG_LEVEL: 'info',
      SERVICE_ORIGINS: 'erp=http://127.0.0.1:9',
      SERVICE_CLIENT_SECRETS: `erp=${ERP_SECRET}`,
      SERVICE_LOGOUT_URLS: `erp=http://127.0.0.1:${receiverPort}/erp/backchannel-logout`,
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${receiverPort}`,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      OTEL_BSP_SCHEDULE_DELAY: '100',
      OTEL_SERVICE_NAME: 'winhub-test',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  winhub.stdout?.on('data', (chunk: Buffer) =>
    logLines.push(...chunk.toString().split('\n').filter(Boolean)),
  );
  for (let tries = 0; ; tries++) {
    const ready = await fetch(`${origin}/api/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (tries > 300) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}, 120_000);

afterAll(async () => {
  if (winhub && winhub.exitCode === null) {
    const exited = new Promise((resolve) => winhub.once('exit', resolve));
    winhub.kill('SIGTERM');
    await exited;
  }
  await new Promise((resolve) => receiver?.close(resolve));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  build?.remove();
  await postgres?.drop();
});

describe('traces with OTEL_EXPORTER_OTLP_ENDPOINT', () => {
  it('sends HTTP, Express, database and outbound fetch spans of a request to the OTLP receiver', async () => {
    const created = await fetch(`${origin}/api/create-account`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-request-id': 'trace-me-1' },
      body: JSON.stringify({
        email: 'traced@example.com',
        password: 'secret-pass-1',
        fullName: 'Tracy Traced',
        persona: 'empresa',
        organizationName: 'Traced Ltda',
        employees: '1-5',
      }),
    });
    expect(created.status).toBe(201);
    // an outbound fetch: the ERP joins the session, then its back-channel logout is sent at sign-out
    const { token } = (await created.json()) as { token: string };
    const bearer = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const handoff = await fetch(`${origin}/api/auth/service-handoff`, {
      method: 'POST',
      headers: bearer,
      body: JSON.stringify({ service: 'erp' }),
    });
    const subjectToken =
      new URL(((await handoff.json()) as { url: string }).url).searchParams.get('token') ?? '';
    const redeemed = await fetch(`${origin}/api/auth/service-handoff/redeem`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`winhub-erp:${ERP_SECRET}`).toString('base64')}` },
      body: new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:token-exchange',
        subject_token_type: 'urn:winhub:params:oauth:token-type:service-handoff',
        subject_token: subjectToken,
      }),
    });
    expect(redeemed.status).toBe(200);
    expect((await fetch(`${origin}/api/auth/sign-out`, { method: 'POST', headers: bearer })).status).toBe(
      200,
    );

    await expect
      .poll(() => spans.map((span) => span.name), { timeout: 15_000 })
      .toEqual(expect.arrayContaining([expect.stringMatching(/^POST/)]));
    const names = () => spans.map((span) => span.name);
    await expect
      .poll(
        () => names().some((name) => name.startsWith('request handler') || name.startsWith('middleware')),
        { timeout: 10_000 },
      )
      .toBe(true);
    await expect
      .poll(() => names().some((name) => name.startsWith('prisma:')), { timeout: 10_000 })
      .toBe(true);
    // the logout delivery's fetch, a client span
    await expect
      .poll(() => spans.some((span) => span.kind === 3 && span.name === 'POST'), { timeout: 15_000 })
      .toBe(true);

    const server = spans.find((span) => span.name.startsWith('POST') && span.kind === 2);
    expect(server).toBeDefined();
    // on PostgreSQL, the driver's own spans too
    if (postgres) expect(names().some((name) => name.startsWith('pg.'))).toBe(true);
    const sameTrace = spans.filter((span) => span.traceId === server?.traceId).map((span) => span.name);
    expect(sameTrace.some((name) => name.startsWith('prisma:'))).toBe(true);

    const line = logLines
      .map((text) => JSON.parse(text) as Record<string, unknown>)
      .find(
        (entry) =>
          entry.reqId === 'trace-me-1' || (entry.req as { id?: string } | undefined)?.id === 'trace-me-1',
      );
    expect(line?.trace_id).toBe(server?.traceId);
  });
});
