import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The ui kit's modules (components and their vanilla-extract styles) only define things. Saying so
 * lets the bundler drop the parts a route does not use; otherwise every component's stylesheet
 * import would keep the whole kit in the first chunk that touches `@winhub/ui`.
 */
const uiKitModule = /[\\/]packages[\\/]ui[\\/]src[\\/].+\.tsx?$/;

export default defineConfig({
  plugins: [
    // must come before react(): it splits each route into its own lazily loaded chunk
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    vanillaExtractPlugin(),
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
