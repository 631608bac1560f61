import { FeaturesSection, Footer, TestimonialSection } from '@winhub/ui';

/** The features and the testimonials: text only, far below the first screen. */
export function HomeStorySections() {
  return (
    <>
      <FeaturesSection />
      <TestimonialSection />
    </>
  );
}

/** The footer; its social buttons only log to the console (spec, home page). */
export function HomeFooter() {
  return <Footer onSocial={(network) => console.log(`Social link: ${network}`)} />;
}
