import { Check, Minus } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../primitives/Button/index.ts';
import * as styles from './PricingCard.css.ts';

export type PricingFeature = {
  text: string;
  /** `limit` marks a restriction of the plan (e.g. banner ads) with a dash instead of a check. */
  kind?: 'included' | 'limit';
};

export type PricingCardProps = {
  name: string;
  summary: string;
  price: string;
  period?: string;
  features: readonly PricingFeature[];
  ctaLabel: string;
  /** Raised look with an accent border, for the recommended plan. */
  featured?: boolean;
  ribbon?: string;
  onChoose?: () => void;
};

export function PricingCard({
  name,
  summary,
  price,
  period = '/month',
  features,
  ctaLabel,
  featured = false,
  ribbon,
  onChoose,
}: PricingCardProps) {
  const titleId = useId();
  return (
    <article className={styles.card({ featured })} aria-labelledby={titleId}>
      {ribbon ? <span className={styles.ribbon}>{ribbon}</span> : null}
      <div className={styles.header}>
        <h3 id={titleId} className={styles.name}>
          {name}
        </h3>
        <p className={styles.summary}>{summary}</p>
      </div>
      <p className={styles.price}>
        <span className={styles.amount}>{price}</span>
        <span className={styles.period}>{period}</span>
      </p>
      <ul className={styles.features}>
        {features.map(({ text, kind = 'included' }) => {
          const Icon = kind === 'included' ? Check : Minus;
          return (
            <li key={text} className={styles.feature}>
              <Icon size={16} strokeWidth={2.5} aria-hidden="true" className={styles.featureIcon({ kind })} />
              {text}
            </li>
          );
        })}
      </ul>
      <Button variant={featured ? 'primary' : 'secondary'} size="lg" fullWidth onPress={onChoose}>
        {ctaLabel}
      </Button>
    </article>
  );
}
