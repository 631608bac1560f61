import { ArrowLeft } from 'lucide-react';
import { Button } from '../../primitives/Button/index.ts';
import { PlanOfferCard } from '../PlanOfferCard/index.ts';
import { freePlanOffer, type PlanOffer, premiumPlanOffer } from '../plans/plans.ts';
import { back, heading, intro, page, plans } from './PlanComparison.css.ts';

export type PlanComparisonProps = {
  onContinueFree: () => void;
  onUpgrade: () => void;
  onBackToHome: () => void;
  title?: string;
  subtitle?: string;
  freeOffer?: PlanOffer;
  premiumOffer?: PlanOffer;
  continueFreeLabel?: string;
  upgradeLabel?: string;
  backToHomeLabel?: string;
};

/** The /upgrade screen: Free against Premium with the payment-screen prices. */
export function PlanComparison({
  onContinueFree,
  onUpgrade,
  onBackToHome,
  title = 'Choose your plan',
  subtitle = 'Start free, upgrade when your team needs every service.',
  freeOffer = freePlanOffer,
  premiumOffer = premiumPlanOffer,
  continueFreeLabel = 'Continue with Free',
  upgradeLabel = 'Upgrade to Premium',
  backToHomeLabel = 'Back to Home',
}: PlanComparisonProps) {
  return (
    <div className={page}>
      <span className={back}>
        <Button variant="ghost" size="sm" onPress={onBackToHome}>
          <ArrowLeft size={16} aria-hidden="true" />
          {backToHomeLabel}
        </Button>
      </span>
      <div>
        <h1 className={heading}>{title}</h1>
        <p className={intro}>{subtitle}</p>
      </div>
      <div className={plans}>
        <PlanOfferCard
          offer={freeOffer}
          action={
            <Button variant="secondary" fullWidth onPress={onContinueFree}>
              {continueFreeLabel}
            </Button>
          }
        />
        <PlanOfferCard
          offer={premiumOffer}
          featured
          action={
            <Button fullWidth onPress={onUpgrade}>
              {upgradeLabel}
            </Button>
          }
        />
      </div>
    </div>
  );
}
