import { QueryClient } from '@tanstack/react-query';

/**
 * The app's query cache (one per router, see lazyQueryClient.ts). Queries never retry or refetch and
 * are never stale (docs/product/api-calls.md, "How the app calls").
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        refetchOnMount: false,
        staleTime: Number.POSITIVE_INFINITY,
      },
      mutations: { retry: false },
    },
  });
}
