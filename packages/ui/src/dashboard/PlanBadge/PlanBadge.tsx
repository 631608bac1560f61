import { Crown, Sparkles } from 'lucide-react';
import { planBadge } from './PlanBadge.css.ts';

export type Plan = 'free' | 'premium';

export type PlanBadgeProps = {
  plan: Plan;
  premiumLabel?: string;
  freeLabel?: string;
};

/** The organization's plan: premium when subscriptionType is premium, else free (spec §4). */
export function PlanBadge({
  plan,
  premiumLabel = 'Premium Active',
  freeLabel = 'Free Plan',
}: PlanBadgeProps) {
  const Icon = plan === 'premium' ? Crown : Sparkles;
  return (
    <span className={planBadge({ plan })}>
      <Icon size={14} aria-hidden="true" />
      {plan === 'premium' ? premiumLabel : freeLabel}
    </span>
  );
}
