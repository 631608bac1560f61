#!/usr/bin/env node
// `pnpm bench:web`: builds the app (with its prerendered pages) and the floor app (React + TanStack
// Router, one route, one heading, same build options), serves the real server (embedded database and
// provider, fresh data directory), then runs Lighthouse (simulated mobile) on every page in 3 rounds and
// prints the medians with the page's first load: JS (gzip of the modules its HTML names and their
// static imports; and all the JS fetched in the run), CSS (inline or linked), request count and
// request-chain depth below the document. /dashboard, /billing and /settings run signed in: a seeded
// session, with the pages' code already in the browser's cache, as for a person who comes back. The
// floor app, served as static files, gets the same Lighthouse runs: the figures this stack reaches
// with nothing on the page. Then the presses table (scripts/bench-presses.mjs) and Lighthouse's
// timespan INP of one press per page (scripts/bench-flow-inp.mjs). Prints figures and the targets
// missed; exit code 1 when one is. BENCH_BUILD=0 skips the builds, BENCH_LIGHTHOUSE=0 skips the navigation runs, BENCH_PRESSES=0 the
// presses and the flows, BENCH_FLOWS=0 the flows alone (BENCH_PRESSES=Settings,Sign and
// BENCH_FLOWS=/billing keep only those).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { flowsAvailable, measureFlowInp, printFlowInp } from './bench-flow-inp.mjs';
import { measurePresses, printPresses } from './bench-presses.mjs';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(appDir, '../..');
const dist = path.join(appDir, 'dist');
const floorDir = path.join(appDir, 'bench/floor');
const floorDist = path.join(floorDir, 'dist');
const port = Number(process.env.BENCH_PORT ?? 3200);
const origin = `http://localhost:${port}`;
const floorOrigin = `http://localhost:${port + 1}`;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const runsPerPage = 3;
// BENCH_CPU_SLOWDOWN=8 simulates a CPU slower than Lighthouse's mobile default (4×): to read this
// machine's figures as a machine half as fast would give them (its CPU benchmark index is printed)
const cpuSlowdown = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
const pages = [
  { name: '/', path: '/', minPerformance: 100 },
  { name: '/login', path: '/login', minPerformance: 100 },
  { name: '/register', path: '/register', minPerformance: 100 },
  // answers 404 by design: Lighthouse is told to measure it all the same
  { name: 'not-found', path: '/no-such-page', minPerformance: 98, status404: true },
  { name: '/dashboard', path: '/dashboard', minPerformance: 99, maxTbtMs: 100, signedIn: true },
  { name: '/billing', path: '/billing', minPerformance: 99, signedIn: true },
  { name: '/settings', path: '/settings', minPerformance: 99, signedIn: true },
  // no target: the reference the pages above are read against
  { name: 'floor app', path: '/', floor: true },
];
// BENCH_PAGES=/settings,/dashboard measures only those pages (the floor app always runs: the ratio needs it)
const only = process.env.BENCH_PAGES?.split(',');
const lighthouseRuns = process.env.BENCH_LIGHTHOUSE !== '0';
const pressesRun = process.env.BENCH_PRESSES !== '0';
const flowsRun = pressesRun && process.env.BENCH_FLOWS !== '0';
const measured = !lighthouseRuns
  ? []
  : only
    ? pages.filter((page) => page.floor || only.includes(page.name))
    : pages;
const originOf = (page) => (page.floor ? floorOrigin : origin);
const homeTargets = { floorRatio: 1.3, cssKb: 15, lcpMs: 1200, tbtMs: 50, cls: 0, chainDepth: 2 };

const run = (command, args, options = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
};

// BENCH_BUILD=0 measures the builds already in dist/ and bench/floor/dist/ (a second run of the same code)
if (process.env.BENCH_BUILD !== '0') {
  run('pnpm', ['run', 'build'], { cwd: appDir });
  run(
    'pnpm',
    ['exec', 'vite', 'build', '--logLevel', 'warn', '--config', path.join(floorDir, 'vite.config.ts')],
    {
      cwd: appDir,
    },
  );
}

const gzipKb = (file) => gzipSync(readFileSync(file)).length / 1024;

/** The JS a build's files need before their first render: them and every chunk they import statically. */
function closureJsKb(builtDir, files) {
  const manifest = JSON.parse(readFileSync(path.join(builtDir, '.vite/manifest.json'), 'utf8'));
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const needed = new Set();
  const visit = (file) => {
    if (needed.has(file)) return;
    needed.add(file);
    for (const imported of manifest[keyOf.get(file)]?.imports ?? []) visit(manifest[imported].file);
  };
  files.forEach(visit);
  return [...needed].reduce((total, file) => total + gzipKb(path.join(builtDir, file)), 0);
}

/** The floor's first load: its entry chunk and its static imports. */
const floorManifest = JSON.parse(readFileSync(path.join(floorDist, '.vite/manifest.json'), 'utf8'));
const floorJsKb = closureJsKb(floorDist, [Object.values(floorManifest).find((chunk) => chunk.isEntry).file]);

/**
 * A page's first load, read from the HTML the server sends for it: the modules it names (a
 * prerendered page names them in its after-paint loader, a shell in its tags) with their static
 * imports, and its CSS, inline or linked. What loads later (a section's code as it comes into view, a
 * dialog's) is not in it.
 */
function pageFirstLoad(page) {
  const builtDir = page.floor ? floorDist : dist;
  const name = page.floor || page.path === '/' ? 'index' : page.status404 ? '404' : page.path.slice(1);
  const html = readFileSync(
    path.join(page.floor ? floorDist : path.join(dist, 'pages'), `${name}.html`),
    'utf8',
  );
  const scripts = [...new Set(html.match(/assets\/[^"']+\.js/g) ?? [])];
  const inlineCss = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map((match) => match[1]).join('');
  const linkedCss = [...new Set(html.match(/assets\/[^"']+\.css(?=["'])/g) ?? [])];
  return {
    jsKb: closureJsKb(builtDir, scripts),
    cssKb:
      gzipSync(inlineCss).length / 1024 +
      linkedCss.reduce((total, file) => total + gzipKb(path.join(builtDir, file)), 0),
  };
}

// ---- the real server
const dataDir = mkdtempSync(path.join(tmpdir(), 'winhub-bench-'));
const profileDir = mkdtempSync(path.join(tmpdir(), 'winhub-bench-profile-'));
const server = spawn('pnpm', ['--filter', '@winhub/api', 'start'], {
  cwd: repoRoot,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    PUBLIC_ORIGIN: origin,
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
// the floor app's build, as static files
const floorServer = spawn(
  'pnpm',
  [
    'exec',
    'vite',
    'preview',
    '--config',
    path.join(floorDir, 'vite.config.ts'),
    '--outDir',
    floorDist,
    '--port',
    String(port + 1),
    '--strictPort',
  ],
  { cwd: appDir, stdio: ['ignore', 'ignore', 'inherit'], detached: true },
);
const stopServers = () => {
  for (const child of [server, floorServer]) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {}
  }
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(profileDir, { recursive: true, force: true });
};

async function waitFor(url) {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer`);
}

/** A fresh account's session, stored in a Chromium profile the way the app stores it after sign-in. */
async function seedSignedInProfile() {
  const response = await fetch(`${origin}/api/create-account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-${Date.now()}@example.com`,
      fullName: 'Bench User',
      password: 'secret-pass-1',
      persona: 'empresa',
      organizationName: 'Bench Ltda',
      employees: '1-5',
    }),
  });
  if (response.status !== 201) throw new Error(`create-account: ${response.status} ${await response.text()}`);
  const { token, user } = await response.json();
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const page = await context.newPage();
  await page.goto(`${origin}/favicon.svg`);
  await page.evaluate(
    ([storedToken, storedUser]) => {
      localStorage.setItem('winhub_auth_token', storedToken);
      localStorage.setItem('winhub_user', JSON.stringify(storedUser));
    },
    [token, user],
  );
  // a returning person: the signed-in pages' code is in the browser's cache (Lighthouse keeps this
  // profile's storage and cache), so every run measures the same visit, not a cold first one then two warm
  for (const signedInPage of pages.filter((p) => p.signedIn)) {
    await page.goto(`${origin}${signedInPage.path}`, { waitUntil: 'networkidle' });
  }
  await context.close();
  return { token, user };
}

const baseChromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** One Lighthouse run; a run that fails to record (it happens on a busy machine) is tried again. */
function lighthouse(page, attemptsLeft = 3) {
  const chromeFlags = page.signedIn ? [...baseChromeFlags, `--user-data-dir=${profileDir}`] : baseChromeFlags;
  const result = spawnSync(
    'pnpm',
    [
      'exec',
      'lighthouse',
      `${originOf(page)}${page.path}`,
      `--chrome-flags=${chromeFlags.join(' ')}`,
      '--only-categories=performance,accessibility,best-practices',
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
      ...(page.signedIn ? ['--disable-storage-reset'] : []),
      ...(page.status404
        ? [
            '--ignore-status-code',
            `--config-path=${path.join(appDir, 'bench/lighthouse-not-found.config.mjs')}`,
          ]
        : []),
    ],
    { cwd: appDir, env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 64 << 20 },
  );
  if (result.status !== 0) {
    if (attemptsLeft > 1) return lighthouse(page, attemptsLeft - 1);
    throw new Error(`lighthouse ${page.path} failed: ${result.stderr}`);
  }
  return JSON.parse(result.stdout.toString());
}

/** Levels of requests below the document in the network dependency tree (document → JS = 1). */
function chainDepth(report) {
  const tree = report.audits['network-dependency-tree-insight']?.details?.items?.find(
    (item) => item.value?.type === 'network-tree',
  )?.value;
  const depth = (nodes) => Math.max(0, ...Object.values(nodes ?? {}).map((node) => 1 + depth(node.children)));
  return tree ? depth(tree.chains) - 1 : Number.NaN;
}

/** The JS the page fetched in the whole run (gzip-sized from the built files), with what loads on idle. */
function fetched(report, page) {
  const requests = report.audits['network-requests'].details.items;
  const builtDir = page.floor ? floorDist : dist;
  const allJsKb = requests
    .filter((request) => request.resourceType === 'Script')
    .filter((request) => request.url.startsWith(`${originOf(page)}/assets/`))
    .reduce((total, request) => total + gzipKb(path.join(builtDir, new URL(request.url).pathname)), 0);
  return { allJsKb, requests: requests.length };
}

function summarize(report, page) {
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const metric = (id) => report.audits[id]?.numericValue ?? Number.NaN;
  return {
    finalUrl: report.finalDisplayedUrl,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    chainDepth: chainDepth(report),
    // Lighthouse's reading of this machine's CPU speed during the run (higher is faster)
    benchmarkIndex: report.environment.benchmarkIndex,
    ...fetched(report, page),
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const results = [];
let pressRows = [];
let flowInp = null;
try {
  await Promise.all([waitFor(`${origin}/api/health`), waitFor(`${floorOrigin}/`)]);
  const session = await seedSignedInProfile();
  // rounds of every page, not every run of one page in a row: a machine that slows down for a while
  // (a shared 2-core machine does) then costs every page alike, the floor app too
  const runsOf = new Map(measured.map((page) => [page, []]));
  for (let run = 0; run < runsPerPage; run++) {
    for (const page of measured) {
      const report = lighthouse(page);
      // BENCH_REPORTS=dir keeps each run's Lighthouse report, to read its trace and audits
      if (process.env.BENCH_REPORTS) {
        mkdirSync(process.env.BENCH_REPORTS, { recursive: true });
        const file = `${page.name.replace(/\W+/g, '_') || 'home'}-${run + 1}.json`;
        writeFileSync(path.join(process.env.BENCH_REPORTS, file), JSON.stringify(report));
      }
      runsOf.get(page).push(summarize(report, page));
    }
  }
  for (const [page, runs] of runsOf) {
    const medianOf = (key) => median(runs.map((r) => r[key]));
    const tbts = runs.map((r) => r.tbtMs);
    results.push({
      ...page,
      ...pageFirstLoad(page),
      finalUrl: runs[0].finalUrl,
      ...Object.fromEntries(
        Object.keys(runs[0])
          .filter((k) => k !== 'finalUrl')
          .map((k) => [k, medianOf(k)]),
      ),
      tbtRange: `${Math.min(...tbts).toFixed(0)}–${Math.max(...tbts).toFixed(0)}`,
    });
  }
  if (pressesRun) {
    const storageState = {
      cookies: [],
      origins: [
        {
          origin,
          localStorage: [
            { name: 'winhub_auth_token', value: session.token },
            { name: 'winhub_user', value: JSON.stringify(session.user) },
          ],
        },
      ],
    };
    pressRows = await measurePresses({ origin, chromePath, storageState });
    if (!flowsRun) console.log('\n(BENCH_FLOWS=0: no timespan INP)');
    else if (await flowsAvailable()) flowInp = await measureFlowInp({ origin, chromePath, session });
    else console.log('\n(the installed lighthouse has no user flows: no timespan INP)');
  }
} finally {
  stopServers();
}

const columns = [
  ['page', 12, (r) => r.name],
  ['JS KB', 7, (r) => r.jsKb.toFixed(1)],
  ['all JS', 7, (r) => r.allJsKb.toFixed(1)],
  ['CSS KB', 7, (r) => r.cssKb.toFixed(1)],
  ['reqs', 5, (r) => String(r.requests)],
  ['chain', 6, (r) => String(r.chainDepth)],
  ['perf', 5, (r) => String(r.performance)],
  ['FCP ms', 7, (r) => r.fcpMs.toFixed(0)],
  ['LCP ms', 7, (r) => r.lcpMs.toFixed(0)],
  ['TBT ms', 7, (r) => r.tbtMs.toFixed(0)],
  ['TBT runs', 10, (r) => r.tbtRange],
  ['CLS', 6, (r) => r.cls.toFixed(3)],
  ['a11y', 5, (r) => String(r.accessibility)],
  ['best', 5, (r) => String(r.bestPractices)],
];
if (results.length)
  console.log(
    `\nFirst load (gzip) and Lighthouse mobile (CPU ${cpuSlowdown}× slower), median of ${runsPerPage} rounds, ${origin}`,
  );
if (results.length)
  console.log(
    columns.map(([title, width], i) => (i === 0 ? title.padEnd(width) : title.padStart(width))).join(' '),
  );
for (const r of results) {
  console.log(
    columns
      .map(([, width, cell], i) => (i === 0 ? cell(r).padEnd(width) : cell(r).padStart(width)))
      .join(' '),
  );
  if (!r.finalUrl.startsWith(`${originOf(r)}${r.path}`)) console.log(`  (ended at ${r.finalUrl})`);
}

console.log(
  `\nFloor app (React + TanStack Router, one heading) first-load JS: ${floorJsKb.toFixed(1)} KB gzip`,
);
if (results.length)
  console.log(
    `Machine: Lighthouse CPU benchmark index ${median(results.map((r) => r.benchmarkIndex)).toFixed(0)} (median of the pages' medians; TBT moves with it)`,
  );

const misses = [];
const check = (ok, text) => ok || misses.push(text);
if (pressesRun) misses.push(...printPresses(pressRows));
if (flowInp) {
  printFlowInp(flowInp);
  for (const { page, inpMs } of flowInp)
    check(inpMs <= 200, `${page} timespan INP ${inpMs.toFixed(0)} ms > 200`);
}
for (const r of results.filter((result) => !result.floor)) {
  check(r.performance >= r.minPerformance, `${r.name} performance ${r.performance} < ${r.minPerformance}`);
  check(r.accessibility === 100, `${r.name} accessibility ${r.accessibility}`);
  check(r.bestPractices === 100, `${r.name} best practices ${r.bestPractices}`);
  if (r.maxTbtMs !== undefined)
    check(r.tbtMs <= r.maxTbtMs, `${r.name} TBT ${r.tbtMs.toFixed(0)} ms > ${r.maxTbtMs}`);
}
const home = results.find((r) => r.path === '/' && !r.floor);
if (home) {
  const ratio = home.jsKb / floorJsKb;
  console.log(`/ first-load JS ÷ floor: ${ratio.toFixed(2)}×`);
  check(ratio <= homeTargets.floorRatio, `/ JS ${ratio.toFixed(2)}× floor > ${homeTargets.floorRatio}×`);
  check(home.cssKb <= homeTargets.cssKb, `/ CSS ${home.cssKb.toFixed(1)} KB > ${homeTargets.cssKb}`);
  check(home.lcpMs <= homeTargets.lcpMs, `/ LCP ${home.lcpMs.toFixed(0)} ms > ${homeTargets.lcpMs}`);
  check(home.tbtMs <= homeTargets.tbtMs, `/ TBT ${home.tbtMs.toFixed(0)} ms > ${homeTargets.tbtMs}`);
  check(home.cls <= homeTargets.cls, `/ CLS ${home.cls.toFixed(3)} > ${homeTargets.cls}`);
  check(home.chainDepth <= homeTargets.chainDepth, `/ chain ${home.chainDepth} > ${homeTargets.chainDepth}`);
}
console.log(misses.length ? `\nTargets missed: ${misses.join('; ')}` : '\nAll targets met.');
process.exitCode = misses.length ? 1 : 0;
