import { BannerAd } from '@winhub/ui';
import type { ReactNode } from 'react';
import { useSignedInPlan } from '../session/useSignedInPlan.ts';

/**
 * The banner-ad slot of the service pages: a house ad on the free plan, nothing on Premium
 * (docs/decisions.md, "Plan gating").
 */
export function useBannerAdSlot(): ReactNode {
  const { plan } = useSignedInPlan();
  return <BannerAd plan={plan} />;
}
