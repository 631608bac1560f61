import { RouterProvider } from '@tanstack/react-router';
import { pageLang } from '@winhub/ui';
import { I18nProvider } from 'react-aria-components';
import { AlertProvider } from './feedback/AlertProvider.tsx';
import { ToastProvider } from './feedback/ToastProvider.tsx';
import type { AppRouter } from './router.ts';

/**
 * react-aria speaks the page's language (`<html lang>`), not the browser's: its labels and their
 * direction match the page, the prerender's and the browser's render agree, and the build keeps only
 * that language's strings (vite.config.ts).
 */
export function App({ router }: { router: AppRouter }) {
  return (
    <I18nProvider locale={pageLang}>
      <ToastProvider>
        <AlertProvider>
          <RouterProvider router={router} />
        </AlertProvider>
      </ToastProvider>
    </I18nProvider>
  );
}
