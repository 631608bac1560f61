// The one Node every command runs on: pnpm scripts find `node` in node_modules/.bin first, where the root's
// optional dependency node-linux-<arch> puts Node 24 (see .npmrc). Where the registry has no such package
// (macOS, Windows) the machine's own node is used, and it must be 24 or newer: this says so in one line.
// `pnpm install` runs it (postinstall), and so do the commands that start WinHub, its dev loop and Storybook.
// Plain JavaScript that Node 18 and 20 can read: it runs before anything that needs Node 24.
import { fileURLToPath } from 'node:url';

const REQUIRED_MAJOR = 24;

/** Exits with one line when this Node is older than 24; `command` is what to type again after installing. */
export function requireNode24(command) {
  if (Number(process.versions.node.split('.')[0]) >= REQUIRED_MAJOR) return;
  console.error(
    `WinHub needs Node ${REQUIRED_MAJOR} or newer; this is Node ${process.versions.node}. ` +
      `Install Node ${REQUIRED_MAJOR} (e.g. \`nvm install ${REQUIRED_MAJOR}\`) and run \`${command}\` again.`,
  );
  process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) requireNode24('pnpm install');
