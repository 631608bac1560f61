import { Sparkles } from 'lucide-react';
import { Badge } from '../../primitives/Badge/index.ts';

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
  if (plan === 'premium')
    return (
      <Badge variant="premium" size="md">
        {premiumLabel}
      </Badge>
    );
  return (
    <Badge variant="neutral" size="md" icon={<Sparkles size={12} />}>
      {freeLabel}
    </Badge>
  );
}
