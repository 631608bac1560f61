import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './call-api.ts';
import { queryKeys } from './query-keys.ts';

/** GET /api/config: provider origin, business domain, payment mode and Stripe key. */
export const runtimeConfigQuery = () =>
  queryOptions({
    queryKey: queryKeys.config,
    queryFn: () => callApi('config'),
  });

export function useRuntimeConfig() {
  return useQuery(runtimeConfigQuery());
}
