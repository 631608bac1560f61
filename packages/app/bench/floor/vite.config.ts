import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { appBuildOptions } from '../../build-steps/build-options.ts';

const floorDir = path.dirname(fileURLToPath(import.meta.url));

/** The floor app of bench:web, built with the app's own build options. */
export default defineConfig({
  root: floorDir,
  plugins: [react()],
  build: { ...appBuildOptions, outDir: path.join(floorDir, 'dist'), emptyOutDir: true },
});
