import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PlanOffer } from '../plans/plans.ts';
import {
  check,
  feature,
  features,
  highlight,
  period,
  planCard,
  planName,
  price,
} from './PlanOfferCard.css.ts';

export type PlanOfferCardProps = {
  offer: PlanOffer;
  featured?: boolean;
  /** The plan's call to action. */
  action: ReactNode;
};

export function PlanOfferCard({ offer, featured = false, action }: PlanOfferCardProps) {
  return (
    <section className={planCard({ featured })} aria-label={`${offer.name} plan`}>
      <h2 className={planName}>{offer.name}</h2>
      <p className={price}>
        {offer.price}
        <span className={period}>{offer.period}</span>
      </p>
      <p className={highlight}>{offer.highlight}</p>
      <ul className={features}>
        {offer.features.map((item) => (
          <li key={item} className={feature}>
            <Check size={16} aria-hidden="true" className={check} />
            {item}
          </li>
        ))}
      </ul>
      {action}
    </section>
  );
}
