import { useQuery } from '@tanstack/react-query';
import { runtimeConfigSchema } from '@winhub/api/contract';
import { apiRequest } from './http.ts';
import { queryKeys } from './query-keys.ts';

/** GET /api/config: provider origin, business domain, payment mode and Stripe key. */
export function useRuntimeConfig() {
  return useQuery({
    queryKey: queryKeys.config,
    queryFn: async () => runtimeConfigSchema.parse(await apiRequest('/api/config', { token: null })),
  });
}
