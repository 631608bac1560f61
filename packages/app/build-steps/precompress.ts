import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const compressible = /\.(js|css|svg|json|html)$/;

/** Writes `.br` and `.gz` beside every text asset; the api server sends them to clients that accept them. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'winhub-precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
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
