import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Builds the server as `pnpm start` runs it (scripts/build.mjs) into a folder of its own beside dist, so the
 * bundle's paths to its package hold, and two test files building at once, or a server running from dist,
 * never start from a half-written bundle. `dir` is relative to the api package.
 */
export function buildCompiledServer(): { dir: string; remove(): void } {
  const dir = `dist-test-${randomBytes(4).toString('hex')}`;
  execFileSync(process.execPath, ['scripts/build.mjs', `--outdir=${dir}`], { cwd: apiDir, stdio: 'inherit' });
  return { dir, remove: () => rmSync(path.join(apiDir, dir), { recursive: true, force: true }) };
}
