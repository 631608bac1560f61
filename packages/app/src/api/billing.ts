import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TestModeConfirmRequest } from '@winhub/api/contract';
import { invoicesQuery, subscriptionQuery } from './billing-queries.ts';
import { loadContract } from './contract.ts';
import { apiRequest } from './http.ts';
import { queryKeys } from './query-keys.ts';

/** POST /api/billing/create-subscription → the clientSecret the card form confirms. */
export async function createSubscription() {
  const answer = await apiRequest('/api/billing/create-subscription', { method: 'POST', body: {} });
  return (await loadContract()).createSubscriptionResponseSchema.parse(answer);
}

export const useSubscription = () => useQuery(subscriptionQuery());
export const useInvoices = () => useQuery(invoicesQuery());

/** Everything the plan touches is asked again after a payment or a plan change. */
function useRefreshPlan() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.subscription }),
      queryClient.invalidateQueries({ queryKey: queryKeys.invoices }),
      queryClient.invalidateQueries({ queryKey: queryKeys.userOrganization }),
      queryClient.invalidateQueries({ queryKey: queryKeys.organizationProfile }),
    ]);
}

/** POST /api/billing/test-mode/confirm; a decline answers 402 with the provider's message. */
export function useConfirmTestPayment() {
  const refreshPlan = useRefreshPlan();
  return useMutation({
    mutationFn: async (request: TestModeConfirmRequest) => {
      const answer = await apiRequest('/api/billing/test-mode/confirm', { method: 'POST', body: request });
      return (await loadContract()).testModeConfirmResponseSchema.parse(answer);
    },
    onSuccess: refreshPlan,
  });
}

function usePlanChange(path: '/api/billing/cancel' | '/api/billing/resume') {
  const refreshPlan = useRefreshPlan();
  return useMutation({
    mutationFn: async () => {
      const answer = await apiRequest(path, { method: 'POST', body: {} });
      return (await loadContract()).billingSubscriptionSchema.parse(answer);
    },
    onSuccess: refreshPlan,
  });
}

export const useCancelSubscription = () => usePlanChange('/api/billing/cancel');
export const useResumeSubscription = () => usePlanChange('/api/billing/resume');
