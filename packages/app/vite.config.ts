import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appBuildOptions } from './build-steps/build-options.ts';
import { precompress } from './build-steps/precompress.ts';
import { prerender } from './build-steps/prerender.ts';
import { navigationPages } from './src/navigationPages.ts';

const appDir = path.dirname(fileURLToPath(import.meta.url));
const clientOutDir = path.join(appDir, 'dist');
const navigationRouteIds: string[] = navigationPages.map((page) => `/_signedIn${page}`);

/** Dev server only: the api that `/api` and `/oidc` go to (`pnpm dev` points it at the api it starts). */
const apiOrigin = process.env.WINHUB_API_ORIGIN ?? `http://localhost:${process.env.API_PORT ?? 3000}`;

// `vite build` builds the browser app into dist/; `vite build --ssr src/entryServer.tsx` then builds
// the prerenderer into dist-ssr/ and writes each page's HTML into dist/pages/.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // must come before react(): it splits each route into its own lazily loaded chunk. The loader and
    // the pending view go with the page: the first load of a page holds only the routes' shapes and
    // guards, not every page's data code (and the query cache's code it needs). The navigation's pages
    // keep their loader in the entry: a split loader awaits its chunk's import() at every call, a task
    // of its own even when the chunk is loaded, and a press's fetch would wait behind the frames the
    // press renders. Their data code comes with the query cache's (api/navigationPagesData.ts).
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component', 'pendingComponent'],
          ['errorComponent'],
          ['notFoundComponent'],
        ],
        splitBehavior: ({ routeId }) =>
          navigationRouteIds.includes(routeId)
            ? [['component', 'pendingComponent'], ['errorComponent'], ['notFoundComponent']]
            : undefined,
      },
    }),
    react(),
    // react-aria's own strings (a menu's long-press hint, a toast's close label…) only in the language it
    // is given (`PageLocale`: the page's), not in its 34 others; a part outside it falls back to these
    optimizeLocales.vite({ locales: ['en'] }),
    lingui({ configPath: path.join(appDir, '../../lingui.config.ts') }),
    vanillaExtractPlugin(),
    precompress(),
    prerender(clientOutDir),
  ],
  build: isSsrBuild ? { target: 'node20', outDir: 'dist-ssr', emptyOutDir: true } : appBuildOptions,
  ssr: {
    // bundled with the browser's conditions: the same router build as the page hydrating it renders
    noExternal: true,
    resolve: {
      conditions: ['browser', 'module', 'import', 'default'],
      externalConditions: ['node', 'import'],
    },
  },
  // React's renderer for Node, though (the browser's keeps a MessagePort open: the build would not exit)
  resolve: isSsrBuild
    ? { alias: [{ find: /^react-dom\/static$/, replacement: 'react-dom/static.node' }] }
    : {},
  // The object form keeps the browser's Host (the string form rewrites it to the api's), so the
  // provider's pages and redirects name the dev server.
  server: { proxy: { '/api': { target: apiOrigin }, '/oidc': { target: apiOrigin } } },
}));
