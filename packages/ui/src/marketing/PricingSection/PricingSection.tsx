import { CircleCheck } from 'lucide-react';
import { PricingCard } from '../PricingCard/PricingCard.tsx';
import { SectionHeading } from '../SectionHeading/index.ts';
import { container, laterSection } from '../shared/layout.css.ts';
import { freePlan, premiumPlan } from './homePlans.ts';
import * as styles from './PricingSection.css.ts';

export type HomePlan = 'free' | 'premium';

export type PricingSectionProps = {
  id?: string;
  eyebrow?: string;
  title?: string;
  lead?: string;
  terms?: readonly string[];
  onChoosePlan?: (plan: HomePlan) => void;
};

export function PricingSection({
  id = 'pricing',
  eyebrow: eyebrowText = 'Pricing',
  title = 'Simple pricing that grows with you',
  lead = 'Start free with up to 5 employees. Upgrade when your team grows.',
  terms = ['No setup fees', 'Cancel anytime'],
  onChoosePlan,
}: PricingSectionProps) {
  return (
    <section id={id} className={laterSection} aria-labelledby={`${id}-title`}>
      <div className={container}>
        <SectionHeading titleId={`${id}-title`} eyebrow={eyebrowText} title={title} lead={lead} />
        <div className={styles.plans}>
          <PricingCard {...freePlan} onChoose={() => onChoosePlan?.('free')} />
          <PricingCard {...premiumPlan} onChoose={() => onChoosePlan?.('premium')} />
        </div>
        <ul className={styles.terms}>
          {terms.map((term) => (
            <li key={term} className={styles.term}>
              <CircleCheck size={16} aria-hidden="true" className={styles.termIcon} />
              {term}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
