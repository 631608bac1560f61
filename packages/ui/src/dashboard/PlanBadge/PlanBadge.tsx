import { Sparkles } from 'lucide-react';
import type { BillingFormat, DateInput } from '../../billing/format/format.ts';
import { planStandingLabel } from '../../billing/format/planStanding.ts';
import { Badge } from '../../primitives/Badge/index.ts';

export type Plan = 'free' | 'premium';

export type PlanBadgeProps = BillingFormat & {
  plan: Plan;
  /** During Premium's free trial the badge reads "Premium, trial until DATE", as /billing does. */
  trialEnd?: DateInput;
  premiumLabel?: string;
  freeLabel?: string;
};

/**
 * The organization's plan: premium when subscriptionType is premium, else free
 * (docs/product/billing.md, "Free and Premium").
 */
export function PlanBadge({
  plan,
  trialEnd,
  premiumLabel,
  freeLabel = 'Free Plan',
  locale,
  timeZone,
}: PlanBadgeProps) {
  if (plan === 'premium')
    return (
      <Badge variant="premium" size="md">
        {premiumLabel ?? planStandingLabel({ isPremium: true, trialEnd }, { locale, timeZone })}
      </Badge>
    );
  return (
    <Badge variant="neutral" size="md" icon={<Sparkles size={12} />}>
      {freeLabel}
    </Badge>
  );
}
