import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Hero, type HomePlan, NavBar, ServiceIcon, ServicesOrbit } from '@winhub/ui';
import { lazy, memo, Suspense, useCallback } from 'react';
import { track } from '../analytics.ts';
import { useAlert } from '../feedback/AlertProvider.tsx';
import { readTarget } from '../flows/authCallbackParams.ts';
import { scrollToSection } from '../flows/scrollToSection.ts';
import { useOpenService } from '../flows/useOpenService.ts';
import { registrationSectionId, useRegistrationHighlight } from '../flows/useRegistrationHighlight.ts';
import { useRevealOnView } from '../flows/useRevealOnView.ts';
import { HydratedMark } from '../HydratedMark.tsx';
import * as layout from '../layout.css.ts';
import { PageTitle } from '../PageTitle.tsx';
import { whenNearView } from '../pages/home/whenNearView.ts';

import { services } from '../services.ts';
import { session } from '../session/session.ts';
import { useSessionState } from '../session/useSession.ts';

export const Route = createFileRoute('/')({ component: HomePage });

// Below the fold, with the forms code: not part of the first screen's chunks; its prerendered HTML
// stays in place until the chunk, asked for as the section comes near the viewport, arrives.
const registrationCode = () =>
  whenNearView(`#${registrationSectionId}`).then(() => import('../pages/home/HomeRegistration.tsx'));
const HomeRegistration = lazy(registrationCode);

/**
 * Memoized: the home page renders again when the session state arrives, maybe before the section's
 * chunk; an update reaching the boundary then would make React drop its HTML for the fallback.
 */
const RegistrationSlot = memo(function RegistrationSlot({ highlighted }: { highlighted: boolean }) {
  return (
    <Suspense fallback={<section id={registrationSectionId} className={layout.sectionPlaceholder} />}>
      <HomeRegistration highlighted={highlighted} />
      <HydratedMark />
    </Suspense>
  );
});

// Below the first screen, in their own chunk (pages/home/BelowTheFold.tsx). Each slot is memoized with
// stable props: a later render of the page reaching a boundary still waiting for its chunk would make
// React drop the boundary's prerendered HTML. Each asks for the chunk as its section comes near the
// viewport.
const belowTheFold = (selector: string) =>
  whenNearView(selector).then(() => import('../pages/home/BelowTheFold.tsx'));
const HomePricing = lazy(async () => ({ default: (await belowTheFold('#pricing')).HomePricing }));
const HomeStorySections = lazy(async () => ({ default: (await belowTheFold('#about')).HomeStorySections }));
const HomeFooter = lazy(async () => ({ default: (await belowTheFold('footer')).HomeFooter }));
const PricingSlot = memo(function PricingSlot({ onChoosePlan }: { onChoosePlan: (plan: HomePlan) => void }) {
  return (
    <Suspense fallback={null}>
      <HomePricing onChoosePlan={onChoosePlan} />
      <HydratedMark />
    </Suspense>
  );
});
const StorySlot = memo(function StorySlot() {
  return (
    <Suspense fallback={null}>
      <HomeStorySections />
      <HydratedMark />
    </Suspense>
  );
});
const FooterSlot = memo(function FooterSlot() {
  return (
    <Suspense fallback={null}>
      <HomeFooter />
      <HydratedMark />
    </Suspense>
  );
});

const orbitItems = services.map((service) => ({
  id: service.key,
  name: service.name,
  icon: <ServiceIcon service={service.icon} />,
  color: service.color,
  description: service.description,
  fullDescription: service.fullDescription,
}));

function HomePage() {
  const navigate = useNavigate();
  const showAlert = useAlert();
  const state = useSessionState();
  const registration = useRegistrationHighlight(registrationCode);
  const openService = useOpenService({ revealRegistration: registration.reveal });
  const servicesRevealed = useRevealOnView('services');
  const user = state.status === 'authenticated' ? state.user : null;
  const { reveal } = registration;
  // Signed in, the start buttons lead to the product instead of the new-account form.
  const startOr = useCallback(
    (signedInPath: '/dashboard' | '/upgrade') => {
      if (session.isStored()) void navigate({ to: signedInPath });
      else reveal({ highlight: false });
    },
    [navigate, reveal],
  );
  const choosePlan = useCallback(
    (plan: HomePlan) => {
      track('pricing', plan);
      startOr(plan === 'premium' ? '/upgrade' : '/dashboard');
    },
    [startOr],
  );

  return (
    <>
      <PageTitle page={null} />
      <NavBar
        isLoggedIn={user !== null}
        userName={user?.name}
        onSignIn={() => void navigate({ to: '/login' })}
        onLogout={() => session.logout()}
        onNavigate={scrollToSection}
      />
      <main>
        <Hero
          id="home"
          onStartFree={() => {
            track('hero', 'start-free');
            startOr('/dashboard');
          }}
          onAccessDashboard={() => {
            if (session.isStored()) void navigate({ to: '/dashboard' });
            else if (!registration.reveal({ highlight: false })) void navigate({ to: '/register' });
          }}
          onAdvertise={() => {
            track('hero', 'advertise');
            showAlert({
              message: "Advertising is coming soon! We're working hard to bring you this service.",
            });
          }}
          onPlayVideo={() => {
            track('hero', 'video');
            showAlert({ title: 'Video', message: 'Our 60-second product video is coming soon.' });
          }}
        />
        <ServicesOrbit
          services={orbitItems}
          revealed={servicesRevealed}
          onOpenService={(id) => {
            const key = readTarget(id);
            if (key) openService(key);
          }}
        />
        <PricingSlot onChoosePlan={choosePlan} />
        <StorySlot />
        <RegistrationSlot highlighted={registration.highlighted} />
      </main>
      <FooterSlot />
    </>
  );
}
