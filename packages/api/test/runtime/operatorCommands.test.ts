// The operator commands as an administrator types them, against a WinHub started on a port they are not
// told: they find it by the address it leaves in DATA_DIR and act through it.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_KEYS } from '../../src/config.ts';
import { HANDOFF_TOKEN_TYPE, TOKEN_EXCHANGE_GRANT } from '../../src/contract/suite.ts';
import { DEMO_PASSWORD } from '../../src/demoData.ts';
import { migratedDataDir } from '../helpers/dataDir.ts';
import { signInOverHttp } from '../helpers/httpSignIn.ts';
import { isolatedPostgres } from '../helpers/testApp.ts';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const repoRoot = path.resolve(apiDir, '../..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** `pnpm <args>` typed in the repository with DATA_DIR (and `extra`) and without PORT. */
function pnpm(
  args: string[],
  dataDir: string,
  extra: Record<string, string> = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { PORT: _port, DATABASE_URL: _database, ...env } = process.env;
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['--silent', ...args], {
      cwd: repoRoot,
      env: { ...env, DATA_DIR: dataDir, ...extra },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** `src/main.ts` on a free port with `env`, once it answers its health check. */
async function startWinHub(env: Record<string, string>): Promise<{ server: ChildProcess; origin: string }> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      // no stand-ins: the test plays the service itself
      SERVICE_ORIGINS: SERVICE_KEYS.map((key) => `${key}=http://127.0.0.1:9`).join(','),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  while (
    !(await fetch(`${origin}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    ))
  ) {
    if (server.exitCode !== null || Date.now() > deadline) throw new Error('WinHub did not start');
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return { server, origin };
}

const stopped = (server: ChildProcess) =>
  new Promise((resolve) => {
    if (server.exitCode !== null) resolve(server.exitCode);
    else server.once('exit', resolve);
  });

describe.skipIf(Boolean(process.env.DATABASE_URL))(
  'operator commands find the running WinHub by its DATA_DIR, whatever its PORT',
  { timeout: 120_000 },
  () => {
    const dataDir = migratedDataDir('winhub-operator-');
    let server: ChildProcess;
    let origin = '';

    beforeAll(async () => {
      ({ server, origin } = await startWinHub({ DATA_DIR: dataDir }));
    }, 100_000);

    afterAll(async () => {
      if (server.exitCode === null) {
        server.kill('SIGTERM');
        await new Promise((resolve) => server.once('exit', resolve));
      }
      rmSync(dataDir, { recursive: true, force: true });
    });

    it('leaves its address and pid in DATA_DIR', () => {
      const running = JSON.parse(readFileSync(path.join(dataDir, 'running.json'), 'utf8'));
      expect(running).toMatchObject({
        pid: server.pid,
        address: `http://127.0.0.1:${new URL(origin).port}`,
        database: 'embedded',
      });
    });

    it('deactivate ends the service session of the running WinHub at once', async () => {
      const seeded = await pnpm(['seed'], dataDir);
      expect(seeded.stdout + seeded.stderr).toContain('Demo data created');
      expect(seeded.code).toBe(0);

      const credentials = await pnpm(['service-credentials', 'erp'], dataDir);
      expect(credentials.code).toBe(0);
      const secret = /client secret\s+(\S+)/.exec(credentials.stdout)?.[1] ?? '';
      expect(credentials.stdout).toContain(`${origin}/api/auth/service-handoff/redeem`);

      const { token } = await signInOverHttp(origin, 'premium-member@example.com', DEMO_PASSWORD);
      const handoff = await fetch(`${origin}/api/auth/service-handoff`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ service: 'erp' }),
      });
      expect(handoff.status).toBe(200);
      const { url } = (await handoff.json()) as { url: string };
      const redeemed = await fetch(`${origin}/api/auth/service-handoff/redeem`, {
        method: 'POST',
        headers: { authorization: `Basic ${Buffer.from(`winhub-erp:${secret}`).toString('base64')}` },
        body: new URLSearchParams({
          grant_type: TOKEN_EXCHANGE_GRANT,
          subject_token: new URL(url).searchParams.get('token') ?? '',
          subject_token_type: HANDOFF_TOKEN_TYPE,
        }),
      });
      expect(redeemed.status).toBe(200);
      const { access_token: accessToken } = (await redeemed.json()) as { access_token: string };
      const status = () =>
        fetch(`${origin}/api/auth/service-session`, { headers: { authorization: `Bearer ${accessToken}` } });
      expect((await status()).status).toBe(200);

      const deactivated = await pnpm(['deactivate', 'premium-member@example.com'], dataDir);
      expect(deactivated.stderr).toBe('');
      expect(deactivated.stdout).toMatch(
        /premium-member@example.com can no longer sign in; 1 session\(s\) ended/,
      );
      expect(deactivated.code).toBe(0);
      expect((await status()).status).toBe(401);
    });

    it('a command it cannot do while WinHub runs exits non-zero and says why', async () => {
      const unknown = await pnpm(['deactivate', 'nobody@example.com'], dataDir);
      expect([unknown.code, unknown.stderr]).toEqual([
        1,
        'deactivate: no account has the address nobody@example.com; nothing changed\n',
      ]);
      const restore = await pnpm(['restore', path.join(dataDir, 'none.tar.gz')], dataDir);
      expect(restore.code).toBe(1);
      expect(restore.stderr).toContain(`WinHub (pid ${server.pid}`);
      expect(restore.stderr).toContain('stop it first');
    });

    it('backup is taken by the running WinHub into a file only its owner reads', async () => {
      const file = path.join(dataDir, 'backup.tar.gz');
      const backup = await pnpm(['backup', file], dataDir);
      expect(backup.code).toBe(0);
      expect(backup.stdout).toContain(`taken by WinHub (pid ${server.pid}`);
      expect(statSync(file).mode & 0o777).toBe(0o600);
    });

    it('takes its address away when it stops', async () => {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      expect(existsSync(path.join(dataDir, 'running.json'))).toBe(false);
    });
  },
);

describe.skipIf(!process.env.DATABASE_URL)('backup of PostgreSQL', () => {
  it("writes pg_dump's file readable by its owner only, even over an existing file", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'winhub-pg-backup-'));
    const file = path.join(dir, 'winhub.dump');
    writeFileSync(file, 'an older file', { mode: 0o644 });
    const url = new URL(process.env.DATABASE_URL ?? '');
    url.searchParams.delete('schema');
    try {
      const backup = await pnpm(['backup', file], dir, { DATABASE_URL: url.toString() });
      expect([backup.code, backup.stdout]).toEqual([0, `backup: PostgreSQL dumped by pg_dump to ${file}\n`]);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      // pg_dump's custom format begins with its signature
      expect(readFileSync(file).subarray(0, 5).toString()).toBe('PGDMP');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('dumps only the schema ?schema= names, from a URL with Prisma parameters, and restores it', async () => {
    const { default: pg } = await import('pg');
    const base = new URL(process.env.DATABASE_URL ?? '');
    base.searchParams.delete('schema');
    const suffix = randomBytes(4).toString('hex');
    const schema = `WinHub Backup ${suffix}`;
    const other = `other_${suffix}`;
    const sql = async (query: string) => {
      const client = new pg.Client({ connectionString: base.toString() });
      await client.connect();
      try {
        return (await client.query(query)).rows as Record<string, unknown>[];
      } finally {
        await client.end();
      }
    };
    await sql(
      `CREATE SCHEMA "${schema}"; CREATE TABLE "${schema}".kept (note text); ` +
        `INSERT INTO "${schema}".kept VALUES ('before'); ` +
        `CREATE SCHEMA "${other}"; CREATE TABLE "${other}".elsewhere (note text)`,
    );
    const url = new URL(base);
    url.searchParams.set('schema', schema);
    url.searchParams.set('connection_limit', '3');
    const dir = mkdtempSync(path.join(tmpdir(), 'winhub-pg-schema-backup-'));
    const file = path.join(dir, 'winhub.dump');
    try {
      const backup = await pnpm(['backup', file], dir, { DATABASE_URL: url.toString() });
      expect([backup.code, backup.stderr, backup.stdout]).toEqual([
        0,
        '',
        `backup: PostgreSQL (schema ${schema}) dumped by pg_dump to ${file}\n`,
      ]);
      const listed = spawnSync('pg_restore', ['--list', file], { encoding: 'utf8' }).stdout;
      expect(listed).toContain(`TABLE ${schema} kept`);
      expect(listed).not.toContain('elsewhere');

      await sql(`UPDATE "${schema}".kept SET note = 'after'`);
      const restored = await pnpm(['restore', file], dir, { DATABASE_URL: url.toString() });
      expect([restored.code, restored.stderr]).toEqual([0, '']);
      expect(await sql(`SELECT note FROM "${schema}".kept`)).toEqual([{ note: 'before' }]);
    } finally {
      await sql(`DROP SCHEMA IF EXISTS "${schema}" CASCADE; DROP SCHEMA IF EXISTS "${other}" CASCADE`);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('a WinHub on PostgreSQL', { timeout: 120_000 }, () => {
  it('notes its address and pid in DATA_DIR/running.json while it runs, and takes them away when it stops', async () => {
    const postgres = await isolatedPostgres();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'winhub-pg-running-'));
    const { server, origin } = await startWinHub({ DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? '' });
    try {
      const running = JSON.parse(readFileSync(path.join(dataDir, 'running.json'), 'utf8'));
      expect(running).toMatchObject({
        pid: server.pid,
        address: `http://127.0.0.1:${new URL(origin).port}`,
        publicOrigin: origin,
        database: 'postgresql',
      });
      // a command typed without DATABASE_URL is told where this WinHub's data is, not sent to the embedded one
      const seeded = await pnpm(['seed'], dataDir);
      expect([seeded.code, seeded.stderr]).toEqual([
        1,
        `seed: WinHub (pid ${server.pid}, ${running.address}) runs on PostgreSQL: give this command its DATABASE_URL\n`,
      ]);

      server.kill('SIGTERM');
      expect(await stopped(server)).toBe(0);
      expect(existsSync(path.join(dataDir, 'running.json'))).toBe(false);
    } finally {
      server.kill('SIGKILL');
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
