import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import remarkGfm from 'remark-gfm';

/** Packages whose props a component re-exports on purpose: react-aria's, never React's DOM attributes. */
const documentedDependency =
  /node_modules[\\/](react-aria-components|react-aria|@react-types|@react-aria)[\\/]/;
/** react-aria passes every DOM event handler through (`onMouseMoveCapture`…): noise in a props table. */
const domEventHandler = /EventHandler</;

const linguiConfig = fileURLToPath(new URL('../lingui.config.ts', import.meta.url));
const uiTsconfig = fileURLToPath(new URL('../packages/ui/tsconfig.json', import.meta.url));

const config: StorybookConfig = {
  stories: ['./*.mdx', '../packages/*/src/**/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  // The theme as a design-tokens file, for designers to download from the Foundations page.
  staticDirs: [{ from: '../packages/tokens/design-tokens', to: '/design-tokens' }],
  addons: [
    {
      name: '@storybook/addon-docs',
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  features: { sidebarOnboardingChecklist: false, menuOnboardingChecklist: false },
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: uiTsconfig,
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      // Only the components have prop tables; story files and Storybook's own setup need none.
      include: ['packages/ui/src/**/*.tsx'],
      exclude: ['**/*.stories.tsx'],
      propFilter: (prop) => {
        const file = prop.parent?.fileName ?? prop.declarations?.[0]?.fileName ?? '';
        if (!file.includes('node_modules')) return true;
        return documentedDependency.test(file) && !domEventHandler.test(prop.type.name);
      },
    },
  },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [
      ...(viteConfig.plugins ?? []),
      vanillaExtractPlugin(),
      lingui({ configPath: linguiConfig }),
    ];
    // `--quiet` builds print only what needs acting on: no chunk listing, no timing report, no notes
    // about `"use client"` (meaningless in a client-only bundle) or the size of Storybook's own chunks.
    viteConfig.logLevel = 'warn';
    viteConfig.build = {
      ...viteConfig.build,
      chunkSizeWarningLimit: 4096,
      rolldownOptions: {
        ...viteConfig.build?.rolldownOptions,
        checks: { bundlerTimings: false, moduleLevelDirective: false },
      },
    };
    return viteConfig;
  },
};

export default config;
