import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../chromium.config.ts';

/**
 * WinHub against a real external OpenID Connect provider (LemonLDAP::NG from Debian's packages): the
 * global setup starts both on free loopback ports, the teardown stops them by their ids.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './globalSetup.ts',
  timeout: 420_000,
  expect: { timeout: 15_000 },
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: '../../.test-reports/external-oidc.json' }]],
  use: {
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    viewport: { width: 1280, height: 800 },
  },
});
