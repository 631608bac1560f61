// Smoke test of `pnpm dev` (a suite of `pnpm test`): starts it on free ports with a fresh data
// directory, waits for the seeded demo data, signs in as a demo admin through the dev server's
// origin only, then stops it by its process group id. Exits non-zero on any failure.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PASSWORD } from '../src/demoData.ts';
import { signInOverHttp } from '../test/helpers/httpSignIn.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const START_TIMEOUT_MS = 240_000;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

async function waitForHealth(origin: string, dev: ChildProcess) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    check(dev.exitCode === null, `pnpm dev exited early with ${dev.exitCode}`);
    const health = await fetch(`${origin}/api/health`).catch(() => null);
    if (health?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${origin}/api/health did not answer within ${START_TIMEOUT_MS / 1000} s`);
}

async function signIn(appOrigin: string) {
  const { token, callbackSearch } = await signInOverHttp(
    appOrigin,
    'premium-admin@example.com',
    DEMO_PASSWORD,
  );
  const page = await fetch(`${appOrigin}/auth-callback${callbackSearch}`);
  check(
    page.ok && (await page.text()).includes('/@vite/client'),
    'the dev server did not serve /auth-callback',
  );
  const organization = await fetch(`${appOrigin}/api/user/organization`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await organization.json()) as { organization: { name: string; subscriptionType: string } };
  check(
    body.organization.name === 'Exemplo Premium' && body.organization.subscriptionType === 'premium',
    `unexpected organization ${JSON.stringify(body)}`,
  );
}

const [apiPort, appPort] = [await freePort(), await freePort()];
const appOrigin = `http://localhost:${appPort}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'winhub-dev-smoke-'));
const started = Date.now();
const dev = spawn('pnpm', ['dev'], {
  cwd: repoRoot,
  detached: true,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    API_PORT: String(apiPort),
    APP_PORT: String(appPort),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
  },
});
const exited = new Promise((resolve) => dev.once('exit', resolve));
try {
  await waitForHealth(appOrigin, dev);
  const ready = Date.now();
  await signIn(appOrigin);
  console.log(
    `dev loop: up in ${((ready - started) / 1000).toFixed(1)} s, signed in through ${appOrigin} in ${((Date.now() - ready) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  console.error(`dev loop: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  if (dev.pid && dev.exitCode === null) process.kill(-dev.pid, 'SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}
