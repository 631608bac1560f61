#!/usr/bin/env node
// The `stops` suite of `pnpm test`: each long-running command (`pnpm start`, `pnpm dev`, `pnpm storybook`,
// `pnpm stand-in`) is started as a person or a process manager would, and once it answers, SIGTERM or SIGINT
// goes to the command's own process only (as `kill <pid>` or systemd's main-process stop does). Then no
// process it started may be left: every process of its tree, taken just before the signal, must be gone.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const READY_MS = 300_000;
const STOP_MS = 20_000;
const SERVICES = ['market', 'auth', 'ads', 'erp', 'meet', 'wms'];

const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const answers = (url) =>
  fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    (r) => r.status < 500,
    () => false,
  );
/** Still running: a zombie has ended already, it only waits for a parent to read its exit code. */
const alive = (pid) => {
  try {
    return execFileSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' }).trim()[0] !== 'Z';
  } catch {
    return false;
  }
};

/** Every process under `pid` (children of children…), from one `ps` of the whole machine. */
function treeOf(pid) {
  const children = new Map();
  for (const line of execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' }).trim().split('\n')) {
    const [child, parent] = line.trim().split(/\s+/).map(Number);
    children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  const tree = [];
  const walk = (parent) => {
    for (const child of children.get(parent) ?? []) {
      tree.push(child);
      walk(child);
    }
  };
  walk(pid);
  return tree;
}

const describeProcess = (pid) => {
  try {
    return execFileSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' })
      .trim()
      .slice(0, 120);
  } catch {
    return '(gone)';
  }
};

/** Starts `pnpm <args>`, waits for `readyUrl`, sends `signal` to pnpm alone, and says what was left. */
async function check(name, args, env, readyUrl, signal) {
  const output = [];
  // its own group, so that whatever happens the check can clean up after it
  const command = spawn('pnpm', args, { cwd: root, env: { ...process.env, ...env }, detached: true });
  command.stdout.on('data', (chunk) => output.push(chunk));
  command.stderr.on('data', (chunk) => output.push(chunk));
  const exited = new Promise((resolve) => command.once('exit', (code, sig) => resolve(code ?? sig)));
  let tree = [];
  try {
    const deadline = Date.now() + READY_MS;
    while (!(await answers(readyUrl))) {
      if (command.exitCode !== null || Date.now() > deadline) {
        return `${name}: did not answer on ${readyUrl}:\n${Buffer.concat(output).toString().slice(-3000)}`;
      }
      await sleep(500);
    }
    tree = treeOf(command.pid);
    process.kill(command.pid, signal);
    const stopped = await Promise.race([exited, sleep(STOP_MS).then(() => 'still running')]);
    await sleep(1000);
    const left = [command.pid, ...tree].filter(alive);
    if (left.length) {
      return `${name}: ${left.length} process(es) left ${STOP_MS / 1000} s after ${signal} (pnpm: ${stopped}):\n${left.map((pid) => `  ${pid} ${describeProcess(pid)}`).join('\n')}`;
    }
    return null;
  } finally {
    for (const pid of [command.pid, ...tree]) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {}
    }
    try {
      process.kill(-command.pid, 'SIGKILL');
    } catch {}
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'winhub-stops-'));
const failures = [];
let passed = 0;
try {
  const cases = [];
  for (const signal of ['SIGTERM', 'SIGINT']) {
    const port = await freePort();
    const standIns = await freePort();
    cases.push([
      `pnpm start (${signal})`,
      ['start'],
      {
        PORT: String(port),
        DATA_DIR: path.join(dataDir, `start-${signal}`),
        STAND_IN_BASE_PORT: String(standIns),
      },
      `http://127.0.0.1:${port}/api/health`,
      signal,
    ]);
    const [apiPort, appPort] = [await freePort(), await freePort()];
    cases.push([
      `pnpm dev (${signal})`,
      ['dev'],
      {
        API_PORT: String(apiPort),
        APP_PORT: String(appPort),
        DATA_DIR: path.join(dataDir, `dev-${signal}`),
        STAND_IN_BASE_PORT: String(standIns),
      },
      `http://localhost:${appPort}/`,
      signal,
    ]);
    const storybookPort = await freePort();
    cases.push([
      `pnpm storybook (${signal})`,
      ['storybook', '-p', String(storybookPort), '--ci'],
      {},
      `http://localhost:${storybookPort}/`,
      signal,
    ]);
  }
  for (const [name, args, env, url, signal] of cases) {
    const started = Date.now();
    const failure = await check(name, args, env, url, signal);
    console.log(`${failure ? '✗' : '✓'} ${name} ${((Date.now() - started) / 1000).toFixed(0)} s`);
    if (failure) failures.push(failure);
    else passed++;
  }

  // one stand-in by itself, for a WinHub whose own stand-ins are off (SERVICE_ORIGINS)
  const [winhubPort, erpPort] = [await freePort(), await freePort()];
  const winhubData = path.join(dataDir, 'stand-in');
  const winhub = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'packages/api'),
    env: {
      ...process.env,
      PORT: String(winhubPort),
      DATA_DIR: winhubData,
      LOG_LEVEL: 'warn',
      SERVICE_ORIGINS: SERVICES.map((s) => `${s}=http://localhost:${s === 'erp' ? erpPort : 9}`).join(','),
    },
    stdio: 'ignore',
  });
  try {
    while (!(await answers(`http://127.0.0.1:${winhubPort}/api/health`))) await sleep(500);
    for (const signal of ['SIGTERM', 'SIGINT']) {
      const name = `pnpm stand-in erp (${signal})`;
      const failure = await check(
        name,
        ['stand-in', 'erp'],
        { DATA_DIR: winhubData },
        `http://127.0.0.1:${erpPort}/`,
        signal,
      );
      console.log(`${failure ? '✗' : '✓'} ${name}`);
      if (failure) failures.push(failure);
      else passed++;
    }
  } finally {
    winhub.kill('SIGTERM');
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
for (const failure of failures) console.error(failure);
console.log(`${passed} passed, ${failures.length} failed`);
process.exit(failures.length ? 1 : 0);
