import { LinkButton } from '../../primitives/LinkButton/index.ts';
import type { Plan } from '../PlanBadge/PlanBadge.tsx';
import { banner, text, title } from './WelcomeBanner.css.ts';

export type WelcomeBannerProps = {
  plan: Plan;
  /** Where the Upgrade link goes (free plan only). */
  upgradeHref?: string;
  upgradeLabel?: string;
  title?: string;
  freeText?: string;
  premiumText?: string;
};

export function WelcomeBanner({
  plan,
  upgradeHref = '/upgrade',
  upgradeLabel = 'Upgrade',
  title: titleText = 'Welcome to your WinHub control center',
  freeText = 'You are on the Free plan. Upgrade to Premium for all 6 microservices, no ads and priority support.',
  premiumText = 'Premium is active: all 6 microservices, no ads and priority support.',
}: WelcomeBannerProps) {
  return (
    <section className={banner} aria-labelledby="welcome-banner-title">
      <div>
        <h2 id="welcome-banner-title" className={title}>
          {titleText}
        </h2>
        <p className={text}>{plan === 'premium' ? premiumText : freeText}</p>
      </div>
      {plan === 'free' && <LinkButton href={upgradeHref}>{upgradeLabel}</LinkButton>}
    </section>
  );
}
