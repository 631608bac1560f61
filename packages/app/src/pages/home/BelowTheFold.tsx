import { FeaturesSection, Footer, type HomePlan, PricingSection, TestimonialSection } from '@winhub/ui';
import { track } from '../../analytics.ts';
import type { RevealRegistration } from './useRegistrationHighlight.ts';
import { useStartOr } from './useStartOr.ts';

// The home page's sections below its first screen, in one chunk of their own: the first screen
// hydrates without waiting for their code.

/** The plans: signed in, a plan leads to the product (premium to /upgrade), else to the registration. */
export function HomePricing({ revealRegistration }: { revealRegistration: RevealRegistration }) {
  const startOr = useStartOr(revealRegistration);
  const choosePlan = (plan: HomePlan) => {
    track('pricing', plan);
    startOr(plan === 'premium' ? '/upgrade' : '/dashboard');
  };
  return <PricingSection onChoosePlan={choosePlan} />;
}

/** The features and the testimonials: text only. */
export function HomeStorySections() {
  return (
    <>
      <FeaturesSection />
      <TestimonialSection />
    </>
  );
}

/** The footer; its social buttons only log to the console (docs/product/landing.md, "Footer"). */
export function HomeFooter() {
  return <Footer onSocial={(network) => console.log(`Social link: ${network}`)} />;
}
