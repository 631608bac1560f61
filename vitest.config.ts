import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.config.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

// Pre-bundled up front: a dependency discovered mid-run makes Vite reload and fail the first story files.
const storyDependencies = [
  '@storybook/addon-docs > @storybook/react-dom-shim',
  '@hookform/resolvers/zod',
  '@lingui/core',
  '@vanilla-extract/css',
  '@vanilla-extract/recipes/createRuntimeFn',
  '@storybook/addon-a11y > axe-core',
  'lucide-react',
  'react',
  'react-aria-components',
  'react-dom',
  'react-dom/client',
  'react-hook-form',
  'react/jsx-dev-runtime',
  'storybook/test',
  'zod',
];

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [vanillaExtractPlugin(), lingui({ configPath: path.join(root, 'lingui.config.ts') })],
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/{tokens,ui,app}/src/**/*.test.{ts,tsx}'],
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        optimizeDeps: { include: storyDependencies },
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
