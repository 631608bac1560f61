import type { Preview } from '@storybook/react-vite';
import { darkTheme } from '@winhub/tokens';
import { pageLang } from '../packages/ui/src/i18n/languages.ts';
import portugueseCatalog from '../packages/ui/src/i18n/locales/pt-BR.po?raw';
import { PageLocale } from '../packages/ui/src/i18n/PageLocale.tsx';
import { portuguesePassages, unmarkedPortuguese } from '../tests/language/portuguesePassages.ts';
import './docsContent.css.ts';
import { darkDocsTheme } from './docsTheme.ts';
import { tokenViewports } from './viewports.ts';

document.documentElement.classList.add(darkTheme);
// The app's document language: Portuguese passages must say they are Portuguese.
document.documentElement.lang = pageLang;
const passages = portuguesePassages(portugueseCatalog);

const preview: Preview = {
  tags: ['autodocs'],
  // react-aria in the page's language, as in the app (its labels, formats and direction)
  decorators: [
    (Story) => (
      <PageLocale>
        <Story />
      </PageLocale>
    ),
  ],
  // Like axe (a11y below), fails a story whose Portuguese text a screen reader would read as English.
  afterEach: ({ canvasElement }) => {
    const unmarked = unmarkedPortuguese(canvasElement.ownerDocument.body, passages);
    if (unmarked.length > 0) throw new Error(`Portuguese text without lang="pt-BR": ${unmarked.join(' | ')}`);
  },
  parameters: {
    layout: 'padded',
    backgrounds: { disable: true },
    // Stories fail on any axe violation, in Storybook's test widget and in `pnpm test:stories`.
    a11y: { test: 'error' },
    docs: { theme: darkDocsTheme },
    controls: { expanded: true },
    viewport: { options: tokenViewports },
    options: {
      // Guidance first, then the parts from smallest to whole screens; each area opens on its guidelines.
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          ['Tokens', '*'],
          'Primitives',
          ['Guidelines', '*'],
          'Navigation',
          ['Guidelines', '*'],
          'Marketing',
          ['Guidelines', '*'],
          'Account',
          ['Guidelines', '*'],
          'Identity',
          ['Guidelines', '*'],
          'Dashboard',
          ['Guidelines', '*'],
          'Billing',
          ['Guidelines', '*'],
          'Settings',
          ['Guidelines', '*'],
          'Teams',
          ['Guidelines', '*'],
          'Services',
          ['Guidelines', '*'],
          'Status',
          ['Guidelines', '*'],
        ],
      },
    },
  },
};

export default preview;
