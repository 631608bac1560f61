#!/usr/bin/env node
// `pnpm test`: every suite in order, then one closing line "N passed, N failed" summing them all.
// Suites whose config does not exist yet are skipped. Set WINHUB_TEST_POSTGRES_URL to also run the
// api suite against that PostgreSQL (CI does); with WINHUB_TEST_REDIS_URL too, the multi-instance suite
// runs. Pass suite names to run only those: `pnpm test unit api`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = path.join(root, '.test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

// counts and the names of what failed, so the closing summary says which test to look at
const vitestCounts = (file) => {
  const r = JSON.parse(readFileSync(file, 'utf8'));
  // a file that failed to load has no test results but must count as a failure
  const brokenFiles = r.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0);
  const failedTests = r.testResults.flatMap((f) =>
    f.assertionResults
      .filter((a) => a.status === 'failed')
      .map((a) => `${path.relative(root, f.name)} › ${a.fullName}`),
  );
  return {
    passed: r.numPassedTests,
    failed: r.numFailedTests + brokenFiles.length,
    names: [...failedTests, ...brokenFiles.map((f) => `${path.relative(root, f.name)} (did not load)`)],
  };
};
const playwrightFailures = (suite) => [
  ...(suite.specs ?? [])
    .filter((spec) => spec.tests.some((t) => t.status === 'unexpected'))
    .map((spec) => `${spec.file}:${spec.line} › ${spec.title}`),
  ...(suite.suites ?? []).flatMap(playwrightFailures),
];
const playwrightCounts = (file) => {
  const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    names: suites.flatMap(playwrightFailures),
  };
};
const vitest = (project, report, extra = []) => [
  'pnpm',
  [
    'exec',
    'vitest',
    'run',
    ...project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${path.join(root, report)}`,
    ...extra,
  ],
];

const postgresUrl = process.env.WINHUB_TEST_POSTGRES_URL;
const lemonldapCli = '/usr/share/lemonldap-ng/bin/lemonldap-ng-cli';
const apiConfig = 'packages/api/vitest.config.ts';
const suites = [
  // the app and api builds that the stops, e2e, external-oidc and multi-instance suites start servers from,
  // made once here (each of those builds only what is missing or older than its sources)
  { name: 'server build', run: ['node', ['packages/api/scripts/start.mjs', '--build-only']] },
  { name: 'typecheck', run: ['pnpm', ['typecheck']] },
  { name: 'lint', run: ['pnpm', ['lint']] },
  { name: 'unit', run: vitest(['--project', 'unit'], '.test-reports/unit.json'), counts: vitestCounts },
  {
    name: 'stories',
    run: vitest(['--project', 'storybook'], '.test-reports/stories.json'),
    counts: vitestCounts,
  },
  { name: 'build-storybook', run: ['pnpm', ['build-storybook']] },
  {
    name: 'visual',
    run: ['pnpm', ['test:visual']],
    report: '.test-reports/visual.json',
    counts: playwrightCounts,
  },
  {
    name: 'api (embedded PGlite)',
    when: existsSync(path.join(root, apiConfig)),
    run: vitest(['--config', apiConfig], '.test-reports/api-pglite.json'),
    env: { DATABASE_URL: '' },
    counts: vitestCounts,
  },
  {
    name: 'api (PostgreSQL)',
    when: existsSync(path.join(root, apiConfig)) && Boolean(postgresUrl),
    run: vitest(['--config', apiConfig], '.test-reports/api-postgres.json'),
    env: { DATABASE_URL: postgresUrl ?? '' },
    counts: vitestCounts,
  },
  {
    name: 'dev loop',
    when: existsSync(path.join(root, 'packages/api/scripts/dev-smoke.ts')),
    run: ['pnpm', ['--filter', '@winhub/api', 'dev:smoke']],
  },
  {
    // pnpm start, dev, storybook and stand-in leave no process behind after SIGTERM or SIGINT
    name: 'stops',
    run: ['node', ['scripts/check-stops.mjs']],
  },
  {
    name: 'e2e',
    when: existsSync(path.join(root, 'packages/app/playwright.config.ts')),
    run: ['pnpm', ['--filter', '@winhub/app', 'e2e']],
    report: '.test-reports/e2e.json',
    counts: playwrightCounts,
  },
  {
    // WinHub against a real external provider; .ci/run installs LemonLDAP::NG from Debian's packages
    name: 'external-oidc (LemonLDAP::NG)',
    when: existsSync(lemonldapCli),
    run: ['pnpm', ['exec', 'playwright', 'test', '-c', 'tests/external-oidc/playwright.config.ts']],
    report: '.test-reports/external-oidc.json',
    counts: playwrightCounts,
  },
  {
    // two instances behind nginx on PostgreSQL and Redis; says why and skips when they are not configured
    name: 'multi-instance',
    run: ['node', ['scripts/multi-instance.mjs']],
  },
];

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
const summary = [];
for (const suite of suites) {
  if (suite.when === false) continue;
  if (only.length && !only.some((name) => suite.name.startsWith(name))) continue;
  const started = Date.now();
  console.log(`\n━━ ${suite.name} ━━`);
  const [command, args] = suite.run;
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...suite.env },
  });
  const report =
    suite.report ?? args.find((a) => a.startsWith('--outputFile='))?.slice('--outputFile='.length);
  let counts = { passed: result.status === 0 ? 1 : 0, failed: result.status === 0 ? 0 : 1 };
  if (suite.counts && report && existsSync(path.resolve(root, report))) {
    counts = suite.counts(path.resolve(root, report));
    // a runner that exits non-zero with nothing failed (crash, no tests, unhandled error) is a failure
    if (result.status !== 0 && counts.failed === 0) counts.failed = 1;
  }
  passed += counts.passed;
  failed += counts.failed;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  summary.push(
    `${suite.name.padEnd(24)} ${String(counts.passed).padStart(5)} passed ${String(counts.failed).padStart(4)} failed ${seconds.padStart(7)}s`,
    ...(counts.names ?? []).map((name) => `    ✗ ${name}`),
  );
}
console.log(`\n━━ summary ━━\n${summary.join('\n')}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
