import type { QueryClient } from '@tanstack/react-query';

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
};

export function lazyQueryClient(): LazyQueryClient {
  let loading: Promise<QueryClient> | null = null;
  const handle = {
    current: null as QueryClient | null,
    load(): Promise<QueryClient> {
      loading ??= import('./queryClient.ts').then(
        ({ createQueryClient }) => (handle.current = createQueryClient()),
        (error: unknown) => {
          // a failed chunk fetch is tried again by the next load
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
  return handle;
}
