// `pnpm --filter @winhub/api build`: bundles src/main.ts (our code and the generated Prisma client) into
// dist/main.js with esbuild; packages stay in node_modules, so `node dist/main.js` needs no TypeScript tooling.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
});
