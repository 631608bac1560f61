// `pnpm dev`: seeds an empty database, then runs the api (restarts on change) and, once the api answers,
// the app's Vite dev server (hot reload). The browser only talks to the dev server: it proxies `/api` and
// `/oidc` to the api, and the api takes the dev server's origin as its public origin, so the identity
// provider sends sign-in back to the dev server. Ctrl-C or SIGTERM stops all of it (processGroup.mjs).
import { startInGroup, stopAll } from './processGroup.mjs';
import { requireNode24 } from './require-node.mjs';

requireNode24('pnpm dev');
const apiPort = process.env.API_PORT ?? '3000';
const appPort = process.env.APP_PORT ?? '5173';
const appOrigin = `http://localhost:${appPort}`;
const apiOrigin = `http://localhost:${apiPort}`;
const apiEnv = { ...process.env, PORT: apiPort, PUBLIC_ORIGIN: appOrigin, LOG_FORMAT: 'pretty' };
const API_WAIT_MS = 180_000;

/** Runs `pnpm <args>` with each line of its output after a coloured name. */
function run(name, colour, args, env) {
  const started = startInGroup('pnpm', args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const label = process.stdout.isTTY ? `\x1b[${colour}m${name}\x1b[0m` : name;
  for (const stream of [started.child.stdout, started.child.stderr]) {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${label} | ${line}\n`);
    });
    stream.on('end', () => rest && process.stdout.write(`${label} | ${rest}\n`));
  }
  return started;
}

/** Ends `pnpm dev` with the code of the first part that stopped, after stopping the other. */
async function endWith(code) {
  await stopAll();
  process.exit(code);
}

/** True once the api answers; false when it stopped first. */
async function apiAnswers(api) {
  let stopped = false;
  api.exited.then(() => {
    stopped = true;
  });
  const deadline = Date.now() + API_WAIT_MS;
  while (!stopped && Date.now() < deadline) {
    const health = await fetch(`http://127.0.0.1:${apiPort}/api/health`).catch(() => null);
    if (health?.ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return false;
}

// Before the api starts: the embedded database allows one process per data directory.
const seed = run('seed', 33, ['--silent', '--filter', '@winhub/api', 'seed', '--if-empty'], apiEnv);
const seeded = await seed.exited;
if (seeded !== 0) process.exit(seeded);

const api = run('api', 36, ['--silent', '--filter', '@winhub/api', 'dev'], apiEnv);
api.exited.then(endWith);
if (!(await apiAnswers(api))) {
  console.error(`WinHub dev: the api did not answer on ${apiOrigin} within ${API_WAIT_MS / 1000} s`);
  await endWith(1);
}
const app = run(
  'app',
  35,
  ['--silent', '--filter', '@winhub/app', 'dev', '--port', appPort, '--strictPort', '--clearScreen', 'false'],
  { ...process.env, WINHUB_API_ORIGIN: apiOrigin },
);
app.exited.then(endWith);
while (
  !(await fetch(appOrigin).then(
    (answer) => answer.ok,
    () => false,
  ))
) {
  await new Promise((resolve) => setTimeout(resolve, 300));
}
console.log(
  `WinHub dev: open ${appOrigin} (the app, reloading on change; the api behind it on ${apiOrigin})`,
);
