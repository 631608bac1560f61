import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../chromium.config.ts';

const appDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(appDir, '../..');
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;

// The config is read again by each worker: the env var keeps one fresh data directory per run.
process.env.WINHUB_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'winhub-e2e-'));

export default defineConfig({
  testDir: 'e2e',
  // a CI machine shared with other jobs ran this suite twice as slowly as a quiet one (796 s against 386):
  // a page's first seconds of script then took over 10 s, and waits that pass on a quiet machine failed;
  // a test of several people's browsers (teams) took over a minute
  timeout: 120_000,
  expect: { timeout: 20_000 },
  // a test mostly waits (on the server, the provider's redirects, the page's timers): a whole run's own
  // processes, server included, use about 350 CPU-seconds, a fraction of what 2 cores give over the run,
  // so a third worker overlaps more of the waiting
  workers: 3,
  // tests, not files, are handed to the workers: a file of long tests (teams, prerender, app-header) no
  // longer runs on one worker while the others have finished; the files whose tests share a server they
  // start in beforeAll keep their tests together (`mode: 'default'`)
  fullyParallel: true,
  // on the shared 2-core CI machine a test gets one retry (as the api suite does): it fails CI only when
  // it fails twice, and the report still names it as flaky
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: '../../.test-reports/e2e.json' }]],
  use: {
    baseURL,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    viewport: { width: 1280, height: 800 },
  },
  webServer: {
    // The real single server (api + embedded provider + built app) on the embedded database; `start` builds
    // the app and the api first when their build is missing or older than their sources.
    command: 'pnpm --filter @winhub/api start',
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: process.env.WINHUB_E2E_DATA_DIR,
      DATABASE_URL: '',
      PUBLIC_ORIGIN: baseURL,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'loopback',
    },
  },
});
