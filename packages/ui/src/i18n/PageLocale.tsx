import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { pageLang } from './languages.ts';

/**
 * The parts below speak the page's language (`pageLang`), not the browser's: react-aria's own labels
 * (a toast's close button, a menu's hint), its number and date formats and its text direction match the
 * page, and the prerender and the browser render them alike.
 */
export function PageLocale({ children }: { children: ReactNode }) {
  return <I18nProvider locale={pageLang}>{children}</I18nProvider>;
}
