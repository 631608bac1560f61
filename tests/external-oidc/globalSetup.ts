import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const lemonldap = (script: string) => path.join(here, 'lemonldap', script);

/** A loopback port nobody listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

async function waitForOk(url: string, timeoutMs: number, process: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (process.exitCode !== null) throw new Error(`WinHub exited with ${process.exitCode}`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid, 'SIGTERM');
  const forced = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 5_000);
  return exited.finally(() => clearTimeout(forced));
}

/** The ERP's client secret, pinned by SERVICE_CLIENT_SECRETS so the test can redeem as the ERP. */
export const ERP_CLIENT_SECRET = 'erp-client-secret-for-the-external-suite';

/**
 * LemonLDAP::NG (its own setup files, free port, data in a temporary directory) and WinHub configured
 * only with the README's variables; the returned teardown stops both by their ids.
 */
export default async function globalSetup() {
  const work = mkdtempSync(path.join(tmpdir(), 'winhub-external-oidc-'));
  chmodSync(work, 0o755); // the provider's FastCGI workers run as www-data
  const logFile = path.join(work, 'servers.log');
  const log = openSync(logFile, 'a');
  const [providerPort, appPort] = [await freePort(), await freePort()];
  const issuer = `http://127.0.0.1:${providerPort}`;
  const origin = `http://localhost:${appPort}`;
  const providerEnv = {
    ...process.env,
    LLNG_RUN: path.join(work, 'llng'),
    LLNG_PORT: String(providerPort),
    APP_ORIGIN: origin,
  };
  execFileSync(lemonldap('setup.sh'), { env: providerEnv, stdio: ['ignore', log, log] });
  execFileSync(lemonldap('start.sh'), { env: providerEnv, stdio: ['ignore', log, log] });

  // the api's start script builds the app and the api first when their build is missing or stale
  const winhub = spawn('pnpm', ['--filter', '@winhub/api', 'start'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', log, log],
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PORT: String(appPort),
      DATA_DIR: path.join(work, 'winhub'),
      AUTH_ISSUER: issuer,
      AUTH_CLIENT_ID: 'winhub',
      AUTH_CLIENT_SECRET: 'winhubsecret',
      SERVICE_CLIENT_SECRETS: `erp=${ERP_CLIENT_SECRET}`,
      LOG_LEVEL: 'warn',
    },
  });
  const teardown = async () => {
    await stopGroup(winhub);
    execFileSync(lemonldap('stop.sh'), { env: providerEnv, stdio: ['ignore', log, log] });
    if (!process.env.KEEP_EXTERNAL_OIDC_LOGS) rmSync(work, { recursive: true, force: true });
  };
  try {
    await waitForOk(`${origin}/api/health`, 120_000, winhub);
  } catch (error) {
    await teardown();
    throw error;
  }
  process.env.WINHUB_EXTERNAL_ORIGIN = origin;
  process.env.WINHUB_EXTERNAL_ISSUER = issuer;
  process.env.WINHUB_EXTERNAL_LLNG_RUN = providerEnv.LLNG_RUN;
  process.env.WINHUB_EXTERNAL_LOG = logFile;
  return teardown;
}
