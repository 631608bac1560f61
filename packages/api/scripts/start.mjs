// `pnpm start`: builds the app and the api only when their build is missing or older than their sources,
// then runs the compiled server in this very process, so a process manager's SIGTERM reaches it directly.
// `--build-only`: stop after building. On a Node older than 24 it first moves itself onto Node 24 (ensure-node.mjs).
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runOnNode24 } from './ensure-node.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
await runOnNode24(root);
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

for (const target of targets) {
  const built = newest([target.output]);
  if (built > 0 && built >= newest(target.sources)) continue;
  console.log(`building ${target.name} (${built === 0 ? 'no build yet' : 'sources changed'})`);
  const result = spawnSync('pnpm', ['--filter', target.name, 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv.includes('--build-only')) process.exit(0);
process.setSourceMapsEnabled(true);
if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) {
  await import(pathToFileURL(inRoot('packages/api/dist/tracing.js')).href);
}
await import(pathToFileURL(inRoot('packages/api/dist/main.js')).href);
