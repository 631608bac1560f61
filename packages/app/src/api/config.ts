import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AnswerOf } from '@winhub/api/contract/endpoints';
import { useHydrated } from '../hooks/useHydrated.ts';
import { queryKeys } from './queryKeys.ts';
import { runtimeConfigAnswer } from './runtimeConfigAnswer.ts';

/** GET /api/config: provider origin, business domain, payment mode and Stripe key. */
export const runtimeConfigQuery = () =>
  queryOptions({
    queryKey: queryKeys.config,
    queryFn: runtimeConfigAnswer,
  });

/**
 * The config for rendering: none until the page has hydrated, then the api's answer once it is here.
 * A prerendered page was made without it; a config that arrives while a part of the page is still
 * hydrating must not change what that part renders, or React drops its HTML (a hydration mismatch).
 */
export function useRuntimeConfig(): AnswerOf<'config'> | undefined {
  const { data } = useQuery(runtimeConfigQuery());
  return useHydrated() ? data : undefined;
}
