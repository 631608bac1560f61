import type { QueryClient } from '@tanstack/react-query';
import type { NavigationPageWithData } from './navigationPagesData.ts';

/**
 * The app's one query cache, in the router's context. Its code (TanStack Query, about 13 KB gzip) is
 * not in the landing page's first load: the client is made on the first `load()`, which the root route
 * awaits before any other page renders (routes/__root.tsx) and every loader awaits before it reads.
 */
export type LazyQueryClient = {
  /** The client, its code loaded and the client made on the first call. */
  load(): Promise<QueryClient>;
  /** The client once a `load()` has finished, else null. */
  readonly current: QueryClient | null;
  /**
   * Ensures the data a navigation page reads (navigationPagesData.ts, whose code comes with the
   * client's): once loaded, its fetches start within the call, with no chunk to await.
   */
  ensurePageData(page: NavigationPageWithData): Promise<unknown>;
  /**
   * Asks for the data of those of `pages` that read any and is not in the cache yet, so a press that
   * leads there waits for no request. A failure is left to the page's own loader, which asks again.
   */
  prefetchPagesData(pages: readonly string[]): void;
};

type Loaded = { client: QueryClient; pagesData: typeof import('./navigationPagesData.ts') };

export function lazyQueryClient(): LazyQueryClient {
  let loading: Promise<Loaded> | null = null;
  let loaded: Loaded | null = null;
  const loadAll = (): Promise<Loaded> =>
    (loading ??= Promise.all([import('./queryClient.ts'), import('./navigationPagesData.ts')]).then(
      ([{ createQueryClient }, pagesData]) => {
        loaded = { client: createQueryClient(), pagesData };
        handle.current = loaded.client;
        return loaded;
      },
      (error: unknown) => {
        // a failed chunk fetch is tried again by the next load
        loading = null;
        clientLoading = null;
        throw error;
      },
    ));
  // one promise for every call: QueryCacheProvider suspends on it with `use`
  let clientLoading: Promise<QueryClient> | null = null;
  const handle = {
    current: null as QueryClient | null,
    load(): Promise<QueryClient> {
      clientLoading ??= loadAll().then(({ client }) => client);
      return clientLoading;
    },
    async ensurePageData(page: NavigationPageWithData): Promise<unknown> {
      const { client, pagesData } = loaded ?? (await loadAll());
      return pagesData.navigationPagesData[page](client);
    },
    prefetchPagesData(pages: readonly string[]): void {
      const ignored = () => undefined;
      loadAll().then(({ client, pagesData }) => {
        for (const page of pages)
          if (pagesData.isPageWithData(page)) pagesData.navigationPagesData[page](client).catch(ignored);
      }, ignored);
    },
  };
  return handle;
}
