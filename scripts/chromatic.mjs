#!/usr/bin/env node
// `pnpm chromatic`: publishes the built Storybook to Chromatic for visual review.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    'pnpm chromatic: CHROMATIC_PROJECT_TOKEN is not set.\n' +
      'Create a project in Chromatic, copy its project token, then run:\n' +
      '  CHROMATIC_PROJECT_TOKEN=<token> pnpm chromatic\n' +
      'Publishing also needs network access to Chromatic. Local visual regression runs with `pnpm test:visual`.',
  );
  process.exit(2);
}
const build = spawnSync('pnpm', ['build-storybook'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const result = spawnSync(
  'pnpm',
  [
    'exec',
    'chromatic',
    '--storybook-build-dir',
    'storybook-static',
    '--exit-zero-on-changes',
    '--only-changed',
  ],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
