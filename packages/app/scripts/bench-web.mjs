#!/usr/bin/env node
// `pnpm --filter @winhub/app bench:web`: builds the app, prints each route's first-load JS and CSS
// (gzip) from Vite's build manifest, then runs Lighthouse on /, /login and /dashboard against the
// real server (embedded database and provider, fresh temporary data directory).
// Budget: / ≤ 110 KB gzip JS, performance ≥ 95, accessibility 100. Exit code 1 when it is missed.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(appDir, '../..');
const dist = path.join(appDir, 'dist');
const port = Number(process.env.BENCH_PORT ?? 3200);
const origin = `http://localhost:${port}`;
const lighthousePaths = ['/', '/login', '/dashboard'];
const budget = { homeJsKb: 110, performance: 95, accessibility: 100 };

const run = (command, args, options = {}) => {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
};

run('pnpm', ['exec', 'vite', 'build', '--logLevel', 'warn'], { cwd: appDir });

// ---- first-load sizes from the manifest
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const gzipKb = (file) => gzipSync(readFileSync(path.join(dist, file))).length / 1024;

/** The chunk and every chunk it imports statically, with their CSS. */
function closure(keys) {
  const js = new Set();
  const css = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { js, css };
}

/** src/routes/_signedIn/dashboard.tsx → /dashboard; index.tsx → /. */
function routePath(file) {
  const segments = file
    .replace(/^src\/routes\//, '')
    .replace(/\.tsx$/, '')
    .split('/')
    .filter((segment) => !segment.startsWith('_'))
    .map((segment) => (segment === 'index' ? '' : segment));
  return `/${segments.filter(Boolean).join('/')}`;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const routeChunks = new Map();
for (const key of Object.keys(manifest)) {
  const match = key.match(/^(src\/routes\/.+\.tsx)\?tsr-split=/);
  if (!match || match[1].includes('__root')) continue;
  const routeFile = match[1];
  const keys = routeChunks.get(routePath(routeFile)) ?? [];
  keys.push(key);
  // the pathless layout (_signedIn) loads with each page inside it
  if (routeFile.includes('/_signedIn/'))
    keys.push(...Object.keys(manifest).filter((k) => k.startsWith('src/routes/_signedIn.tsx?')));
  routeChunks.set(routePath(routeFile), keys);
}

const rows = [...routeChunks.entries()]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([route, keys]) => {
    const { js, css } = closure([entryKey, ...keys]);
    const sum = (files) => [...files].reduce((total, file) => total + gzipKb(file), 0);
    return { route, jsKb: sum(js), cssKb: sum(css) };
  });

console.log('\nFirst-load JS and CSS per route (gzip, KB)');
console.log('route'.padEnd(20), 'JS'.padStart(8), 'CSS'.padStart(8));
for (const row of rows) {
  console.log(row.route.padEnd(20), row.jsKb.toFixed(1).padStart(8), row.cssKb.toFixed(1).padStart(8));
}

// ---- Lighthouse against the real server
const dataDir = mkdtempSync(path.join(tmpdir(), 'winhub-bench-'));
const server = spawn('pnpm', ['--filter', '@winhub/api', 'start'], {
  cwd: repoRoot,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const stopServer = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {}
  rmSync(dataDir, { recursive: true, force: true });
};

async function waitForServer() {
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not start');
}

const chromeFlags =
  '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

const scores = [];
try {
  await waitForServer();
  for (const pagePath of lighthousePaths) {
    const result = spawnSync(
      'pnpm',
      [
        'exec',
        'lighthouse',
        `${origin}${pagePath}`,
        `--chrome-flags=${chromeFlags}`,
        '--only-categories=performance,accessibility,best-practices',
        '--output=json',
        '--output-path=stdout',
        '--quiet',
      ],
      {
        cwd: appDir,
        env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
        maxBuffer: 64 << 20,
      },
    );
    if (result.status !== 0) throw new Error(`lighthouse ${pagePath} failed: ${result.stderr}`);
    const report = JSON.parse(result.stdout.toString());
    const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
    scores.push({
      path: pagePath,
      finalUrl: report.finalDisplayedUrl,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: Math.round(report.audits['largest-contentful-paint']?.numericValue ?? 0),
    });
  }
} finally {
  stopServer();
}

console.log('\nLighthouse (simulated mobile)');
console.log(
  'page'.padEnd(12),
  'perf'.padStart(5),
  'a11y'.padStart(5),
  'best'.padStart(5),
  'LCP ms'.padStart(8),
  ' final URL',
);
for (const s of scores) {
  console.log(
    s.path.padEnd(12),
    String(s.performance).padStart(5),
    String(s.accessibility).padStart(5),
    String(s.bestPractices).padStart(5),
    String(s.lcpMs).padStart(8),
    ` ${s.finalUrl}`,
  );
}

const home = rows.find((row) => row.route === '/');
const misses = [];
if (home && home.jsKb > budget.homeJsKb)
  misses.push(`/ JS ${home.jsKb.toFixed(1)} KB > ${budget.homeJsKb} KB`);
for (const s of scores) {
  if (s.performance < budget.performance)
    misses.push(`${s.path} performance ${s.performance} < ${budget.performance}`);
  if (s.accessibility < budget.accessibility)
    misses.push(`${s.path} accessibility ${s.accessibility} < ${budget.accessibility}`);
}
console.log(misses.length ? `\nOver budget: ${misses.join('; ')}` : '\nWithin budget.');
process.exitCode = misses.length ? 1 : 0;
