import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import type { TestModeConfirmRequest } from '@winhub/api/contract';
import { invoicesQuery, subscriptionQuery } from './billingQueries.ts';
import { callApi } from './callApi.ts';
import { queryKeys } from './queryKeys.ts';

/** POST /api/billing/create-subscription → the clientSecret the card form confirms. */
export const createSubscription = () => callApi('createSubscription');

/** The subscription and the invoices, as the signed-in pages' loaders ensured them. */
export const useSubscription = () => useSuspenseQuery(subscriptionQuery()).data;
export const useInvoices = () => useSuspenseQuery(invoicesQuery()).data;

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
    mutationFn: (request: TestModeConfirmRequest) => callApi('testModeConfirm', { body: request }),
    onSuccess: refreshPlan,
  });
}

function usePlanChange(endpoint: 'cancelSubscription' | 'resumeSubscription') {
  const refreshPlan = useRefreshPlan();
  return useMutation({ mutationFn: () => callApi(endpoint), onSuccess: refreshPlan });
}

export const useCancelSubscription = () => usePlanChange('cancelSubscription');
export const useResumeSubscription = () => usePlanChange('resumeSubscription');
