import { LinkButton } from '../../primitives/LinkButton/index.ts';
import type { Plan } from '../PlanBadge/PlanBadge.tsx';
import { banner, tag, text, title } from './BannerAd.css.ts';

export type BannerAdProps = {
  /** Premium organizations see no ads: the slot renders nothing (docs/product/billing.md, "Plan gating"). */
  plan: Plan;
  href?: string;
  tagLabel?: string;
  title?: string;
  text?: string;
  ctaLabel?: string;
};

/** The banner-ad slot of free plans, filled with a house ad for Premium. */
export function BannerAd({
  plan,
  href = '/upgrade',
  tagLabel = 'Sponsored',
  title: titleText = 'Go Premium: no ads, all 6 microservices',
  text: bodyText = 'Priority support and meetings with up to 100 participants.',
  ctaLabel = 'Upgrade to Premium',
}: BannerAdProps) {
  if (plan === 'premium') return null;
  return (
    <aside className={banner} aria-label="Advertisement">
      <div>
        <span className={tag}>{tagLabel}</span>
        <p className={title}>{titleText}</p>
        <p className={text}>{bodyText}</p>
      </div>
      <LinkButton href={href} variant="secondary" size="sm">
        {ctaLabel}
      </LinkButton>
    </aside>
  );
}
