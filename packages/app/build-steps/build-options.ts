import type { BuildEnvironmentOptions } from 'vite';

/**
 * The ui kit's modules (components and their vanilla-extract styles) only define things. Saying so
 * lets the bundler drop the parts a route does not use; otherwise every component's stylesheet
 * import would keep the whole kit in the first chunk that touches `@winhub/ui`.
 */
const uiKitModule = /[\\/]packages[\\/]ui[\\/]src[\\/].+\.tsx?$/;

/** Build options of the app, shared with bench:web's floor app so the two compare like for like. */
export const appBuildOptions: BuildEnvironmentOptions = {
  target: 'es2022',
  sourcemap: true,
  manifest: true,
  // one stylesheet (about 10 KB gzip) for every page: loaded once, no CSS requests when navigating
  cssCodeSplit: false,
  rolldownOptions: {
    treeshake: { moduleSideEffects: (id) => (uiKitModule.test(id) ? false : undefined) },
    // Shared chunks under 4 KB (icons, small ui parts) are copied into the chunks that use them:
    // `/` loads 18 scripts instead of 54, and each request costs a round trip on a slow phone
    // (Lighthouse mobile: FCP 3.0 → 2.4 s, LCP 3.4 → 2.5 s). The entry exports nothing, so its
    // signature need not be kept; rolldown keeps module execution order across the copies.
    preserveEntrySignatures: false,
    output: {
      codeSplitting: {
        // TanStack Query in one chunk (the pages that read api data need all of it; split automatically
        // it was five), without the React it imports: the landing page needs React, not Query
        groups: [
          {
            name: 'query',
            test: /[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
            includeDependenciesRecursively: false,
          },
        ],
        experimentalInlineCommonChunks: { maxSize: 4 * 1024 },
      },
    },
  },
};
