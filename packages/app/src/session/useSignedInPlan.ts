import type { Plan } from '@winhub/ui';
import { useUserOrganization } from '../api/organization.ts';
import { useTokenStored } from './useSession.ts';

/**
 * Premium when the organization's subscriptionType is premium, else free
 * (docs/product/billing.md, "Free and Premium").
 */
export function planOf(subscriptionType: string | undefined): Plan {
  return subscriptionType === 'premium' ? 'premium' : 'free';
}

/** The signed-in organization and its plan (asked only with a stored token). */
export function useSignedInPlan() {
  const organization = useUserOrganization(useTokenStored());
  return { ...organization, plan: planOf(organization.data?.organization.subscriptionType) };
}
