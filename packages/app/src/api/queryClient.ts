import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one query cache, loaded with the first page that reads api data (not with the landing
 * page). Queries never retry or refetch and are never stale (docs/product/api-calls.md, "How the app
 * calls").
 */
export const queryClient = new QueryClient({
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
