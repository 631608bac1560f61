import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.config.ts';

// STORYBOOK_STATIC and VISUAL_PORT let several people build and compare in parallel on one machine.
const staticDir = process.env.STORYBOOK_STATIC ?? 'storybook-static';
const port = Number(process.env.VISUAL_PORT ?? 6007);

/** Visual regression over every story of the built Storybook (`pnpm build-storybook` first). */
export default defineConfig({
  testDir: './tests/visual',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  // as in the e2e and api suites: on the shared 2-core CI machine a screenshot that differs gets one retry, so
  // it fails CI only when it differs twice, and the report still names it as flaky
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: '.test-reports/visual.json' }]],
  expect: { toHaveScreenshot: { maxDiffPixels: 0, threshold: 0.05, animations: 'disabled', caret: 'hide' } },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Desktop Chrome'],
    viewport: { width: 1024, height: 640 },
    deviceScaleFactor: 1,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `pnpm exec vite preview --outDir ${staticDir} --port ${port} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
