import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { expect, screen } from 'storybook/test';
import { ToastRegion } from '../primitives/ToastRegion/ToastRegion.tsx';
import { createToastQueue } from '../primitives/ToastRegion/toastQueue.ts';
import { PageLocale } from './PageLocale.tsx';

const meta = {
  title: 'Foundations/PageLocale',
  component: PageLocale,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          "The parts inside it speak the page's language (`pageLang`, English), whatever the browser's: react-aria's own labels (a toast region's name, a popover's dismiss button), its number and date formats and its text direction.",
          "**When to use:** around every screen the app renders (the pages that call the api, the toasts, the alerts, the home page's registration section); every story here renders inside it.",
          '**In the product:** all pages; the app build keeps only the English react-aria strings.',
        ].join('\n\n'),
      },
      story: { inline: false, height: '320px' },
    },
  },
} satisfies Meta<typeof PageLocale>;
export default meta;
type Story = StoryObj<typeof meta>;

function OneToast() {
  const [queue] = useState(() => {
    const created = createToastQueue();
    created.add({ title: 'Profile saved', variant: 'success' });
    return created;
  });
  return <ToastRegion queue={queue} />;
}

/** Inside a German browser's locale, the toast region is still named "1 notification", not "1 Benachrichtigung". */
export const InAGermanBrowser: Story = {
  args: { children: null },
  render: () => (
    <I18nProvider locale="de-DE">
      <PageLocale>
        <OneToast />
      </PageLocale>
    </I18nProvider>
  ),
  play: async () => {
    await screen.findByRole('alertdialog', { name: 'Profile saved' });
    await expect(screen.getByRole('region', { name: /1 notification/ })).toBeInTheDocument();
  },
};
