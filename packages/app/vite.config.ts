import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The ui kit's modules (components and their vanilla-extract styles) only define things. Saying so
 * lets the bundler drop the parts a route does not use; otherwise every component's stylesheet
 * import would keep the whole kit in the first chunk that touches `@winhub/ui`.
 */
const uiKitModule = /[\\/]packages[\\/]ui[\\/]src[\\/].+\.tsx?$/;

const compressible = /\.(js|css|svg|json|html)$/;

/** Writes `.br` and `.gz` beside every text asset; the api server sends them to clients that accept them. */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'winhub-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => compressible.test(name));
      for (const name of files) {
        const file = path.join(outDir, name);
        const content = await readFile(file);
        const brotli = brotliCompressSync(content, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        });
        await writeFile(`${file}.br`, brotli);
        await writeFile(`${file}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
      }
    },
  };
}

export default defineConfig({
  plugins: [
    // must come before react(): it splits each route into its own lazily loaded chunk
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    vanillaExtractPlugin(),
    precompress(),
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id) => (uiKitModule.test(id) ? false : undefined) },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/oidc': 'http://localhost:3000' } },
});
