import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadContract } from './contract.ts';
import { apiRequest } from './http.ts';
import { queryKeys } from './query-keys.ts';

/** GET /api/config: provider origin, business domain, payment mode and Stripe key. */
export const runtimeConfigQuery = () =>
  queryOptions({
    queryKey: queryKeys.config,
    queryFn: async () => {
      const answer = await apiRequest('/api/config', { token: null });
      return (await loadContract()).runtimeConfigSchema.parse(answer);
    },
  });

export function useRuntimeConfig() {
  return useQuery(runtimeConfigQuery());
}
