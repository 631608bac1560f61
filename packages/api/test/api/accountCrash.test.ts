import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../src/db.ts';
import { migratedDataDir } from '../helpers/dataDir.ts';
import { isolatedPostgres, uniqueEmail } from '../helpers/testApp.ts';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ACCOUNTS = 24;

let dataDir: string;
let postgres: Awaited<ReturnType<typeof isolatedPostgres>>;
beforeAll(async () => {
  dataDir = migratedDataDir('winhub-crash-');
  postgres = await isolatedPostgres();
});
afterAll(async () => {
  await postgres?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

// a child killed by a signal keeps exitCode null: its signalCode says it is gone
const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** The real server process on this test's database, once it answers /api/health. */
async function startServer(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      PUBLIC_ORIGIN: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? '',
      COOKIE_SECRET: 'crash-test-cookie-secret-of-32-characters',
      LOG_LEVEL: 'silent',
    },
    stdio: 'ignore',
  });
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (hasExited(child)) throw new Error(`server exited with ${child.exitCode ?? child.signalCode}`);
    const health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
    if (health?.ok) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('server did not start in 150 s');
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (hasExited(child) ? resolve() : child.once('exit', () => resolve())));

describe('create-account under kill -9', { timeout: 400_000 }, () => {
  it('leaves every account whole or absent, and the server starts again', async () => {
    const port = await freePort();
    const server = await startServer(port);
    const emails = Array.from({ length: ACCOUNTS }, () => uniqueEmail('crash'));
    const created: string[] = [];
    const killed = (async () => {
      // killed while the burst is in flight: some accounts answered, others mid-transaction
      while (created.length < 3 && !hasExited(server)) await new Promise((r) => setTimeout(r, 5));
      server.kill('SIGKILL');
    })();
    await Promise.all(
      emails.map(async (email) => {
        const res = await fetch(`http://127.0.0.1:${port}/api/create-account`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            email,
            fullName: 'Crash Person',
            password: randomBytes(8).toString('hex'),
            persona: 'empresa',
            organizationName: `Crash ${email}`,
          }),
        }).catch(() => null);
        if (res?.status === 201) created.push(email);
      }),
    );
    await killed;
    await exited(server);
    expect(created.length).toBeGreaterThanOrEqual(3);
    expect(created.length).toBeLessThan(ACCOUNTS);

    const restarted = await startServer(port);
    restarted.kill('SIGKILL');
    await exited(restarted);

    const db = await createDb(postgres ? { databaseUrl: postgres.url } : { dataDir });
    try {
      const organizations = await db.prisma.organization.findMany({
        where: { name: { startsWith: 'Crash ' } },
        include: { memberships: { include: { user: { include: { permissions: true } } } } },
      });
      for (const organization of organizations) {
        expect(organization.memberships).toHaveLength(1);
        expect(organization.memberships[0]?.role).toBe('admin');
        expect(organization.memberships[0]?.user.permissions).toHaveLength(1);
        expect(organization.memberships[0]?.user.identitySubject).toBe(organization.memberships[0]?.userId);
      }
      const stored = organizations.map((organization) => organization.memberships[0]?.user.email);
      expect(stored).toEqual(expect.arrayContaining(created));
      expect(
        await db.prisma.user.count({
          where: {
            email: { in: emails },
            memberships: { some: { organization: { name: { startsWith: 'Crash ' } } } },
          },
        }),
      ).toBe(stored.length);
    } finally {
      await db.close();
    }
  });
});
