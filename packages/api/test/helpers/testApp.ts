import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import type pino from 'pino';
import request from 'supertest';
import { type ComposedApp, composeApp } from '../../src/composeApp.ts';
import { createPaymentGateway } from '../../src/composePayments.ts';
import { type AppConfig, loadConfig, MEMORY_DATA_DIR } from '../../src/config.ts';
import type { SessionResponse } from '../../src/contract/common.ts';
import { createDb, type PrismaClient, type SqlQuery } from '../../src/db.ts';
import type { Identity } from '../../src/domain/ports/identity.ts';
import { createLogger } from '../../src/logger.ts';
import type { Metrics } from '../../src/observability/metrics.ts';
import { withSharedSecrets } from '../../src/sharedSecrets.ts';
import { checkAnswers } from './answerCheck.ts';
import { memoryDatabase } from './testDatabase.ts';

export interface TestApp {
  app: Express;
  server: Server;
  /** `http://localhost:<port>`: the app's public origin and the embedded provider's host. */
  origin: string;
  config: AppConfig;
  prisma: PrismaClient;
  /** The driver's own query the app was given (`Db.query`). */
  query: SqlQuery;
  identity: Identity;
  /** The app's account rules with their ports (mailer, failure counts…) and the outbox deliveries. */
  composed: ComposedApp;
  logger: pino.Logger;
  http: () => ReturnType<typeof request>;
  close: () => Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  rateLimit?: Partial<AppConfig['rateLimit']>;
  /** Serve the billing api on the configured gateway (the embedded test mode without keys), as the server does. */
  withBilling?: boolean;
  /** Count into these metrics, as the server does (`/metrics` is served with METRICS_TOKEN in `env`). */
  metrics?: Metrics;
}

/** A fresh PostgreSQL schema for this test file when DATABASE_URL is set, else null (in-memory PGlite). */
export async function isolatedPostgres(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const base = process.env.DATABASE_URL;
  if (!base) return null;
  const { default: pg } = await import('pg');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE SCHEMA "${schema}"`);
  await admin.end();
  const url = new URL(base);
  url.searchParams.set('schema', schema);
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await client.end();
    },
  };
}

const listen = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, () => resolve((server.address() as AddressInfo).port)));

/** createApp on its own database, listening on an ephemeral port so the embedded provider is reachable. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const server = createServer();
  const port = await listen(server);
  const origin = `http://localhost:${port}`;
  const postgres = await isolatedPostgres();
  const base = loadConfig({
    PORT: String(port),
    DATA_DIR: MEMORY_DATA_DIR,
    PUBLIC_ORIGIN: origin,
    COOKIE_SECRET: randomBytes(16).toString('hex'),
    LOG_LEVEL: 'silent',
    DATABASE_URL: postgres?.url ?? '',
    ...options.env,
  });
  const db = await createDb(
    base.databaseUrl || base.dataDir !== MEMORY_DATA_DIR
      ? { databaseUrl: base.databaseUrl, dataDir: base.dataDir }
      : await memoryDatabase(),
  );
  const config: AppConfig = {
    ...(await withSharedSecrets(base, db.prisma)),
    rateLimit: { ...base.rateLimit, auth: 10_000, account: 10_000, lead: 10_000, ...options.rateLimit },
  };
  const logger = createLogger(config.logLevel);
  const composed = await composeApp({
    config,
    prisma: db.prisma,
    query: db.query,
    redis: null,
    logger,
    serveApp: false,
    ...(options.withBilling ? { gateway: createPaymentGateway(config, db.prisma) } : {}),
    ...(options.metrics ? { metrics: options.metrics } : {}),
  });
  const { app, identity } = composed;
  const answers = checkAnswers(app);
  server.on('request', app);
  return {
    app,
    server,
    origin,
    config,
    prisma: db.prisma,
    query: db.query,
    identity,
    composed,
    logger,
    http: () => request(server),
    close: async () => {
      composed.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
      await postgres?.drop();
      const mismatches = answers.mismatches();
      if (mismatches.length) throw new Error(`answers outside the contract:\n${mismatches.join('\n')}`);
    },
  };
}

let counter = 0;
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}.${Date.now().toString(36)}.${(counter++).toString(36)}.${randomBytes(3).toString('hex')}@example.com`;

export interface SignedUpUser extends SessionResponse {
  email: string;
  password: string;
}

/** Creates an account (organization admin) through POST /api/create-account and returns its bearer token. */
export async function signUpUser(
  testApp: TestApp,
  overrides: Partial<{ email: string; fullName: string; password: string; organizationName: string }> = {},
): Promise<SignedUpUser> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'correct horse battery';
  const response = await testApp
    .http()
    .post('/api/create-account')
    .send({
      email,
      password,
      fullName: overrides.fullName ?? 'Ada Lovelace',
      persona: 'empresa',
      organizationName: overrides.organizationName ?? 'Analytical Engines',
      businessType: 'technology',
      employees: '1-5',
    });
  if (response.status !== 201) throw new Error(`create-account failed: ${response.status} ${response.text}`);
  return { ...(response.body as SessionResponse), email, password };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Another WinHub instance beside `t`: its own app (and rate-limit and failure stores), the same database. */
export async function anotherInstance(
  t: TestApp,
  options: Partial<Pick<ComposeOptionsForTest, 'config' | 'prisma' | 'redis' | 'serveApp' | 'logger'>> = {},
): Promise<ComposedApp> {
  return composeApp({
    config: options.config ?? t.config,
    prisma: options.prisma ?? t.prisma,
    redis: options.redis ?? null,
    logger: options.logger ?? t.logger,
    serveApp: options.serveApp ?? false,
  });
}

type ComposeOptionsForTest = Parameters<typeof composeApp>[0];
