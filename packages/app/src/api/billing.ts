import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  billingSubscriptionSchema,
  createSubscriptionResponseSchema,
  invoiceListSchema,
  type TestModeConfirmRequest,
  testModeConfirmResponseSchema,
} from '@winhub/api/contract';
import { apiRequest } from './http.ts';
import { queryKeys } from './query-keys.ts';

export async function createSubscription() {
  return createSubscriptionResponseSchema.parse(
    await apiRequest('/api/billing/create-subscription', { method: 'POST', body: {} }),
  );
}

export function useSubscription() {
  return useQuery({
    queryKey: queryKeys.subscription,
    queryFn: async () => billingSubscriptionSchema.parse(await apiRequest('/api/billing/subscription')),
  });
}

export function useInvoices() {
  return useQuery({
    queryKey: queryKeys.invoices,
    queryFn: async () => invoiceListSchema.parse(await apiRequest('/api/billing/invoices')),
  });
}

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
    mutationFn: async (request: TestModeConfirmRequest) =>
      testModeConfirmResponseSchema.parse(
        await apiRequest('/api/billing/test-mode/confirm', { method: 'POST', body: request }),
      ),
    onSuccess: refreshPlan,
  });
}

function usePlanChange(path: '/api/billing/cancel' | '/api/billing/resume') {
  const refreshPlan = useRefreshPlan();
  return useMutation({
    mutationFn: async () =>
      billingSubscriptionSchema.parse(await apiRequest(path, { method: 'POST', body: {} })),
    onSuccess: refreshPlan,
  });
}

export const useCancelSubscription = () => usePlanChange('/api/billing/cancel');
export const useResumeSubscription = () => usePlanChange('/api/billing/resume');
