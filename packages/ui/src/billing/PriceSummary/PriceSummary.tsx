import { Check } from 'lucide-react';
import { type PlanOffer, premiumPlanOffer } from '../plans/plans.ts';
import {
  check,
  feature,
  features,
  period,
  price,
  priceRow,
  summary,
  title,
  trial,
} from './PriceSummary.css.ts';

export type PriceSummaryProps = {
  offer?: PlanOffer;
  title?: string;
};

/** What the payer is buying, beside the card form on /subscribe: Premium $49/month, 14-day free trial. */
export function PriceSummary({
  offer = premiumPlanOffer,
  title: titleText = 'Order summary',
}: PriceSummaryProps) {
  return (
    <section className={summary} aria-labelledby="price-summary-title">
      <h2 id="price-summary-title" className={title}>
        {titleText}: {offer.name}
      </h2>
      <p className={priceRow}>
        <span className={price}>{offer.price}</span>
        <span className={period}>{offer.period}</span>
      </p>
      <p className={trial}>{offer.highlight}</p>
      <ul className={features}>
        {offer.features.map((item) => (
          <li key={item} className={feature}>
            <Check size={16} aria-hidden="true" className={check} />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
