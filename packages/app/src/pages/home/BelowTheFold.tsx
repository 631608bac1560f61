import {
  FeaturesSection,
  Footer,
  PricingSection,
  type PricingSectionProps,
  TestimonialSection,
} from '@winhub/ui';

// The home page's sections below its first screen, in one chunk of their own: the first screen
// hydrates without waiting for their code.

export function HomePricing({ onChoosePlan }: Pick<PricingSectionProps, 'onChoosePlan'>) {
  return <PricingSection onChoosePlan={onChoosePlan} />;
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
