import { createFileRoute, useNavigate } from '@tanstack/react-router';
import {
  FeaturesSection,
  Footer,
  Hero,
  NavBar,
  PricingSection,
  ServiceIcon,
  ServicesOrbit,
  TestimonialSection,
} from '@winhub/ui';
import { lazy, Suspense } from 'react';
import { track } from '../analytics.ts';
import { useAlert } from '../feedback/AlertProvider.tsx';
import { readTarget } from '../flows/auth-callback-params.ts';
import { scrollToSection } from '../flows/scroll-to-section.ts';
import { useOpenService } from '../flows/useOpenService.ts';
import { registrationSectionId, useRegistrationHighlight } from '../flows/useRegistrationHighlight.ts';
import { useRevealOnView } from '../flows/useRevealOnView.ts';
import * as layout from '../layout.css.ts';
import { usePageTitle } from '../page-title.ts';

const HomeRegistration = lazy(() => import('../pages/home/HomeRegistration.tsx'));

import { services } from '../services.ts';
import { useAuth } from '../session/AuthProvider.tsx';

export const Route = createFileRoute('/')({ component: HomePage });

const orbitItems = services.map((service) => ({
  id: service.key,
  name: service.name,
  icon: <ServiceIcon service={service.icon} />,
  color: service.color,
  description: service.description,
  fullDescription: service.fullDescription,
}));

function HomePage() {
  usePageTitle(null);
  const navigate = useNavigate();
  const showAlert = useAlert();
  const { state, logout } = useAuth();
  const registration = useRegistrationHighlight();
  const openService = useOpenService({ revealRegistration: registration.reveal });
  const servicesRevealed = useRevealOnView('services');
  const user = state.status === 'authenticated' ? state.user : null;

  return (
    <>
      <NavBar
        isLoggedIn={user !== null}
        userName={user?.name}
        onSignIn={() => void navigate({ to: '/login' })}
        onLogout={() => logout()}
        onNavigate={scrollToSection}
      />
      <main>
        <Hero
          id="home"
          onStartFree={() => {
            track('hero', 'start-free');
            registration.reveal({ highlight: false });
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
        <PricingSection
          onChoosePlan={(plan) => {
            track('pricing', plan);
            registration.reveal({ highlight: false });
          }}
        />
        <FeaturesSection />
        <TestimonialSection />
        <Suspense fallback={<section id={registrationSectionId} className={layout.sectionPlaceholder} />}>
          <HomeRegistration highlighted={registration.highlighted} />
        </Suspense>
      </main>
      <Footer onSocial={(network) => console.log(`Social link: ${network}`)} />
    </>
  );
}
