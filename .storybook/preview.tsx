import type { Preview } from '@storybook/react-vite';
import { darkTheme } from '@winhub/tokens';
import { darkDocsTheme } from './docsTheme.ts';

document.documentElement.classList.add(darkTheme);

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    backgrounds: { disable: true },
    // Stories fail on any axe violation, in Storybook's test widget and in `pnpm test:stories`.
    a11y: { test: 'error' },
    docs: { theme: darkDocsTheme },
    controls: { expanded: true },
  },
};

export default preview;
