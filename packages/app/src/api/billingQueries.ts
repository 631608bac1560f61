import { queryOptions } from '@tanstack/react-query';
import { callApi } from './callApi.ts';
import { queryKeys } from './queryKeys.ts';

// The route loaders' queries, apart from the hooks: the loaders are in the first-load code, the
// hooks and mutations load with the pages that use them.

/** GET /api/billing/subscription (the billing page's loader and its hook share it). */
export const subscriptionQuery = () =>
  queryOptions({
    queryKey: queryKeys.subscription,
    queryFn: () => callApi('subscription'),
  });

/** GET /api/billing/invoices. */
export const invoicesQuery = () =>
  queryOptions({
    queryKey: queryKeys.invoices,
    queryFn: () => callApi('invoices'),
  });
