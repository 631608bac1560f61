import { QueryClientProvider } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { type ReactNode, use } from 'react';

/**
 * Gives the parts below the app's query cache (the router context's): their queries and mutations
 * share it. Every page but the landing page finds it loaded (routes/__root.tsx); the landing page's
 * registration section waits for it here.
 */
export function QueryCacheProvider({ children }: { children: ReactNode }) {
  const { queryClient } = useRouter().options.context;
  const client = queryClient.current ?? use(queryClient.load());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
