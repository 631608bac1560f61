import { queryOptions } from '@tanstack/react-query';
import { loadContract } from './contract.ts';
import { apiRequest } from './http.ts';
import { queryKeys } from './query-keys.ts';

// The route loaders' queries, apart from the hooks: the loaders are in the first-load code, the
// hooks and mutations load with the pages that use them.

/** GET /api/billing/subscription (the billing page's loader and its hook share it). */
export const subscriptionQuery = () =>
  queryOptions({
    queryKey: queryKeys.subscription,
    queryFn: async () => {
      const answer = await apiRequest('/api/billing/subscription');
      return (await loadContract()).billingSubscriptionSchema.parse(answer);
    },
  });

/** GET /api/billing/invoices. */
export const invoicesQuery = () =>
  queryOptions({
    queryKey: queryKeys.invoices,
    queryFn: async () => {
      const answer = await apiRequest('/api/billing/invoices');
      return (await loadContract()).invoiceListSchema.parse(answer);
    },
  });
