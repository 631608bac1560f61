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
import { Browser } from '../test/helpers/providerFlow.ts';

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

/** Follows redirects until a page renders or the browser is sent to the app's `/auth-callback`. */
async function follow(browser: Browser, response: Response, appOrigin: string) {
  let current = response;
  for (let hops = 0; hops < 15; hops++) {
    const location = current.headers.get('location');
    if (!location) return { html: await current.text(), url: current.url };
    const next = new URL(location, current.url || appOrigin);
    check(next.origin === appOrigin, `sign-in left the dev server for ${next.href}`);
    if (next.pathname === '/auth-callback') return { callbackSearch: next.search };
    current = await browser.request(next.href);
  }
  throw new Error('too many redirects');
}

async function signIn(appOrigin: string) {
  const browser = new Browser();
  const started = await browser.request(`${appOrigin}/api/auth/winauth-url`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: appOrigin },
    body: JSON.stringify({ redirectUri: null }),
  });
  check(started.ok, `winauth-url answered ${started.status}`);
  const { authUrl } = (await started.json()) as { authUrl: string };
  check(
    authUrl.startsWith(`${appOrigin}/oidc/`),
    `the provider is not reached through the dev server: ${authUrl}`,
  );
  const login = await follow(browser, await browser.request(authUrl), appOrigin);
  check('html' in login && login.html, 'expected the provider sign-in page');
  const action = /<form[^>]*action="([^"]+)"/.exec(login.html ?? '')?.[1]?.replaceAll('&#38;', '&');
  check(action, 'the sign-in page has no form');
  const done = await follow(
    browser,
    await browser.postForm(new URL(action, appOrigin).href, {
      email: 'premium-admin@example.com',
      password: DEMO_PASSWORD,
    }),
    appOrigin,
  );
  check('callbackSearch' in done && done.callbackSearch, 'sign-in did not come back to the dev server');
  const page = await fetch(`${appOrigin}/auth-callback${done.callbackSearch}`);
  check(
    page.ok && (await page.text()).includes('/@vite/client'),
    'the dev server did not serve /auth-callback',
  );
  const session = await browser.request(`${appOrigin}/api/auth/callback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ search: done.callbackSearch }),
  });
  check(session.ok, `the callback exchange answered ${session.status}`);
  const { token } = (await session.json()) as { token: string };
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
