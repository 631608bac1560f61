// `pnpm dev`: seeds an empty database, then runs the api (restarts on change) and the app's Vite
// dev server (hot reload) together. The browser only talks to the dev server: it proxies `/api` and
// `/oidc` to the api, and the api takes the dev server's origin as its public origin, so the
// identity provider sends sign-in back to the dev server.
import { spawnSync } from 'node:child_process';
import concurrently from 'concurrently';

const apiPort = process.env.API_PORT ?? '3000';
const appPort = process.env.APP_PORT ?? '5173';
const appOrigin = `http://localhost:${appPort}`;
const apiEnv = { ...process.env, PORT: apiPort, PUBLIC_ORIGIN: appOrigin, LOG_FORMAT: 'pretty' };

// Before the api starts: the embedded database allows one process per data directory.
const seed = spawnSync('pnpm', ['--silent', '--filter', '@winhub/api', 'seed', '--if-empty'], {
  env: apiEnv,
  stdio: 'inherit',
});
if (seed.status !== 0) process.exit(seed.status ?? 1);

const { result } = concurrently(
  [
    { name: 'api', command: 'pnpm --silent --filter @winhub/api dev', env: apiEnv },
    {
      name: 'app',
      command: `pnpm --silent --filter @winhub/app dev --port ${appPort} --strictPort`,
      env: { ...process.env, WINHUB_API_ORIGIN: `http://localhost:${apiPort}` },
    },
  ],
  { killOthersOn: ['failure', 'success'], prefixColors: ['cyan', 'magenta'] },
);
console.log(`WinHub dev: open ${appOrigin} (api on port ${apiPort})`);
result.then(
  () => process.exit(0),
  () => process.exit(1),
);
