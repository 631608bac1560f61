import { PageLocale } from '@winhub/ui';
import type { ReactNode } from 'react';
import { QueryCacheProvider } from './api/QueryCacheProvider.tsx';

/**
 * What the pages that call the api render within: the query cache, and react-aria in the page's
 * language. Not in the landing page's first load (routes/__root.tsx): its registration section brings
 * them (pages/home/HomeRegistration.tsx).
 */
export function PageProviders({ children }: { children: ReactNode }) {
  return (
    <PageLocale>
      <QueryCacheProvider>{children}</QueryCacheProvider>
    </PageLocale>
  );
}
