import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Runs on the embedded PGlite by default; with DATABASE_URL set, each test file gets its own schema there.
export default defineConfig({
  test: {
    name: 'api',
    root: path.dirname(fileURLToPath(import.meta.url)),
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/migratedDatabases.ts'],
    pool: 'forks',
    // each worker keeps the modules it loaded from one test file to the next: loading the server's module graph
    // anew for each of the 70 files cost about a third of the suite's time; every file builds its own app and database
    isolate: false,
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 90_000,
    // the server-level tests (kill -9, parallel instances, real clocks) run on a shared 2-core CI machine:
    // one retry there, so a test only fails CI when it fails twice
    retry: process.env.CI ? 1 : 0,
  },
});
