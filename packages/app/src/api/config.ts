import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './callApi.ts';
import { queryKeys } from './queryKeys.ts';

/** GET /api/config: provider origin, business domain, payment mode and Stripe key. */
export const runtimeConfigQuery = () =>
  queryOptions({
    queryKey: queryKeys.config,
    queryFn: () => callApi('config'),
  });

export function useRuntimeConfig() {
  return useQuery(runtimeConfigQuery());
}
