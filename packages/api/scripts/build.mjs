// `pnpm --filter @winhub/api build`: bundles src/main.ts (our code, the workspace packages it imports, and the
// generated Prisma client) into dist/main.js with esbuild; other packages stay in node_modules, so
// `node dist/main.js` needs no TypeScript tooling.
import { build } from 'esbuild';

/** Packages from the registry stay external; `@winhub/*` are TypeScript sources of this repository: bundled. */
const registryPackagesExternal = {
  name: 'registry-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@winhub/') || args.path.startsWith('node:')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

// `--outdir=<dir>`: writes there instead of dist (a sibling of dist, so paths relative to the bundle hold), for a
// test that must not rewrite the dist a running server was started from
const outdir = process.argv.find((arg) => arg.startsWith('--outdir='))?.slice('--outdir='.length) ?? 'dist';
// `--bench-server`: also dist/bench-server.js, the server `pnpm bench:api` measures each layer's cost with
const benchServer = process.argv.includes('--bench-server')
  ? { 'bench-server': 'scripts/bench-server.ts' }
  : {};

await build({
  // tracing.js is loaded before main.js when OTEL_* asks for traces (it must patch modules before they load)
  entryPoints: { main: 'src/main.ts', tracing: 'src/observability/tracing.ts', ...benchServer },
  outdir,
  bundle: true,
  plugins: [registryPackagesExternal],
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
});
