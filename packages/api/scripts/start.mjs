// `pnpm start`: builds the app and the api only when their build is missing or older than their sources,
// then runs the compiled server in this very process, so a process manager's SIGTERM reaches it directly.
// A build says one line; its output (Vite's chunk list…) only when it fails, or with `--verbose`.
// `--build-only`: stop after building.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startInGroup } from '../../../scripts/processGroup.mjs';
import { requireNode24 } from '../../../scripts/require-node.mjs';

requireNode24('pnpm start');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const verbose = process.argv.includes('--verbose');
const SKIPPED = new Set(['node_modules', 'dist', 'dist-ssr', 'storybook-static', 'test-results', '.data']);

/** Newest modification time of any file under `paths` (0 when none exists). */
function newest(paths) {
  let latest = 0;
  for (const entry of paths) {
    let stat;
    try {
      stat = statSync(entry);
    } catch {
      continue;
    }
    if (!stat.isDirectory()) {
      latest = Math.max(latest, stat.mtimeMs);
      continue;
    }
    const children = readdirSync(entry).filter((name) => !SKIPPED.has(name));
    latest = Math.max(latest, newest(children.map((name) => path.join(entry, name))));
  }
  return latest;
}

const inRoot = (...parts) => path.join(root, ...parts);
const targets = [
  {
    name: '@winhub/app',
    output: inRoot('packages/app/dist/pages/404.html'),
    sources: ['packages/app', 'packages/ui/src', 'packages/tokens/src', 'packages/api/src/contract'].map(
      (p) => inRoot(p),
    ),
  },
  {
    name: '@winhub/api',
    output: inRoot('packages/api/dist/main.js'),
    sources: ['packages/api/src', 'packages/api/package.json'].map((p) => inRoot(p)),
  },
];

/** Builds one package; its output is kept and shown only when the build fails (or with --verbose). */
async function build(target, reason) {
  const started = Date.now();
  process.stdout.write(`building ${target.name} (${reason})…`);
  const { child, exited } = startInGroup('pnpm', ['--silent', '--filter', target.name, 'build'], {
    cwd: root,
    stdio: verbose ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  const code = await exited;
  if (code === 0) {
    console.log(` done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return;
  }
  console.log(' failed:');
  process.stderr.write(Buffer.concat(output));
  console.error(`WinHub cannot start: the build of ${target.name} failed (its output is above)`);
  process.exit(code);
}

for (const target of targets) {
  const built = newest([target.output]);
  if (built > 0 && built >= newest(target.sources)) continue;
  await build(target, built === 0 ? 'no build yet' : 'sources changed');
}

if (process.argv.includes('--build-only')) process.exit(0);
process.setSourceMapsEnabled(true);
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) {
  await import(pathToFileURL(inRoot('packages/api/dist/tracing.js')).href);
}
await import(pathToFileURL(inRoot('packages/api/dist/main.js')).href);
