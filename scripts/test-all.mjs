#!/usr/bin/env node
// `pnpm test`: every suite, then one closing line "N passed, N failed" summing them all.
// Suites whose config does not exist yet are skipped. Set WINHUB_TEST_POSTGRES_URL to also run the
// api suite against that PostgreSQL (CI does); with WINHUB_TEST_REDIS_URL too, the multi-instance suite
// runs. Pass suite names to run only those: `pnpm test unit api`.
// The suites run in two lanes at once, each in its order: the browser lane (stories, screenshots, e2e) and
// the node lane (types, lint, unit, api, dev loop, stops). Many of their minutes are spent waiting (on a
// browser, a database, a real clock), so on two cores the lanes fill each other's waits. Every line of output
// starts with its suite's name. `--serial` runs one suite at a time with the plain output.
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
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
  // the app and api builds the e2e, stops, external-oidc and multi-instance servers start from, made once
  // at the head of the node lane, so no two of them build the same dist at once
  { name: 'server build', lane: 'node', run: ['node', ['packages/api/scripts/start.mjs', '--build-only']] },
  { name: 'typecheck', lane: 'node', run: ['pnpm', ['typecheck']] },
  { name: 'lint', lane: 'node', run: ['pnpm', ['lint']] },
  {
    name: 'unit',
    lane: 'node',
    run: vitest(['--project', 'unit'], '.test-reports/unit.json'),
    counts: vitestCounts,
  },
  {
    name: 'stories',
    lane: 'browser',
    run: vitest(['--project', 'storybook'], '.test-reports/stories.json'),
    counts: vitestCounts,
  },
  { name: 'build-storybook', lane: 'browser', run: ['pnpm', ['build-storybook']] },
  {
    name: 'visual',
    lane: 'browser',
    run: ['pnpm', ['test:visual']],
    report: '.test-reports/visual.json',
    counts: playwrightCounts,
  },
  {
    name: 'api (embedded PGlite)',
    lane: 'node',
    when: existsSync(path.join(root, apiConfig)),
    run: vitest(['--config', apiConfig], '.test-reports/api-pglite.json'),
    env: { DATABASE_URL: '' },
    counts: vitestCounts,
  },
  {
    name: 'api (PostgreSQL)',
    lane: 'node',
    when: existsSync(path.join(root, apiConfig)) && Boolean(postgresUrl),
    run: vitest(['--config', apiConfig], '.test-reports/api-postgres.json'),
    env: { DATABASE_URL: postgresUrl ?? '' },
    counts: vitestCounts,
  },
  {
    name: 'dev loop',
    lane: 'node',
    when: existsSync(path.join(root, 'packages/api/scripts/dev-smoke.ts')),
    run: ['pnpm', ['--filter', '@winhub/api', 'dev:smoke']],
  },
  {
    // pnpm start, dev, storybook and stand-in leave no process behind after SIGTERM or SIGINT
    name: 'stops',
    lane: 'node',
    run: ['node', ['scripts/check-stops.mjs']],
  },
  {
    name: 'e2e',
    lane: 'browser',
    when: existsSync(path.join(root, 'packages/app/playwright.config.ts')),
    run: ['pnpm', ['--filter', '@winhub/app', 'e2e']],
    report: '.test-reports/e2e.json',
    counts: playwrightCounts,
  },
  {
    // WinHub against a real external provider; .ci/run installs LemonLDAP::NG from Debian's packages
    name: 'external-oidc (LemonLDAP::NG)',
    lane: 'browser',
    when: existsSync(lemonldapCli),
    run: ['pnpm', ['exec', 'playwright', 'test', '-c', 'tests/external-oidc/playwright.config.ts']],
    report: '.test-reports/external-oidc.json',
    counts: playwrightCounts,
  },
  {
    // two instances behind nginx on PostgreSQL and Redis; says why and skips when they are not configured
    name: 'multi-instance',
    lane: 'browser',
    run: ['node', ['scripts/multi-instance.mjs']],
  },
];

const args = process.argv.slice(2);
const serial = args.includes('--serial');
const only = args.filter((arg) => arg !== '--serial');
const chosen = suites.filter(
  (suite) => suite.when !== false && (!only.length || only.some((name) => suite.name.startsWith(name))),
);
const width = Math.max(...chosen.map((suite) => suite.name.length));

/** Runs one suite to its end; its output goes to this terminal, each line led by the suite's name. */
function runSuite(suite) {
  const started = Date.now();
  const [command, commandArgs] = suite.run;
  const log = createWriteStream(path.join(reports, `${suite.name.replace(/[^a-z0-9]+/gi, '-')}.log`));
  const tag = `${suite.name.padEnd(width)} │ `;
  console.log(`${tag}━━ started ━━`);
  const child = spawn(command, commandArgs, {
    cwd: root,
    stdio: serial ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...suite.env },
  });
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
      log.write(`${line}\n`);
      console.log(tag + line);
    });
  }
  return new Promise((resolve) => {
    child.on('close', (status) => {
      log.end();
      const report =
        suite.report ?? commandArgs.find((a) => a.startsWith('--outputFile='))?.slice('--outputFile='.length);
      let counts = { passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 };
      if (suite.counts && report && existsSync(path.resolve(root, report))) {
        counts = suite.counts(path.resolve(root, report));
        // a runner that exits non-zero with nothing failed (crash, no tests, unhandled error) is a failure
        if (status !== 0 && counts.failed === 0) counts.failed = 1;
      }
      const seconds = (Date.now() - started) / 1000;
      console.log(`${tag}━━ ${counts.passed} passed, ${counts.failed} failed in ${seconds.toFixed(1)} s ━━`);
      resolve({ suite, counts, seconds });
    });
  });
}

async function runInOrder(list) {
  const results = [];
  for (const suite of list) results.push(await runSuite(suite));
  return results;
}

const started = Date.now();
const lanes = serial ? [chosen] : ['node', 'browser'].map((lane) => chosen.filter((s) => s.lane === lane));
const results = (await Promise.all(lanes.map(runInOrder))).flat();
let passed = 0;
let failed = 0;
const summary = [];
for (const { suite, counts, seconds } of chosen.map((s) => results.find((r) => r.suite === s))) {
  passed += counts.passed;
  failed += counts.failed;
  summary.push(
    `${suite.name.padEnd(30)} ${suite.lane.padEnd(8)} ${String(counts.passed).padStart(5)} passed ${String(counts.failed).padStart(4)} failed ${seconds.toFixed(1).padStart(7)}s`,
    ...(counts.names ?? []).map((name) => `    ✗ ${name}`),
  );
}
console.log(`\n━━ summary ━━\n${summary.join('\n')}\n`);
console.log(`${passed} passed, ${failed} failed in ${((Date.now() - started) / 60000).toFixed(1)} min`);
process.exit(failed > 0 ? 1 : 0);
