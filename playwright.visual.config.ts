import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.config.ts';

/** Visual regression over every story of the built Storybook (`pnpm build-storybook` first). */
export default defineConfig({
  testDir: './tests/visual',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  workers: 2,
  reporter: [['list'], ['json', { outputFile: '.test-reports/visual.json' }]],
  expect: { toHaveScreenshot: { maxDiffPixels: 0, threshold: 0.05, animations: 'disabled', caret: 'hide' } },
  use: {
    baseURL: 'http://127.0.0.1:6007',
    ...devices['Desktop Chrome'],
    viewport: { width: 1024, height: 640 },
    deviceScaleFactor: 1,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: 'pnpm exec vite preview --outDir storybook-static --port 6007 --strictPort --host 127.0.0.1',
    url: 'http://127.0.0.1:6007/index.json',
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
