import { useNavigate } from '@tanstack/react-router';
import { Hero, NavBar, ServiceIcon, ServicesOrbit } from '@winhub/ui';
import type { ComponentType } from 'react';
import { track } from '../../analytics.ts';
import { scrollToSection } from '../../browser/scrollToSection.ts';
import { useAlert } from '../../feedback/AlertProvider.tsx';
import { useOpenService } from '../../flows/useOpenService.ts';
import { useRevealOnView } from '../../hooks/useRevealOnView.ts';
import { services } from '../../services.ts';
import { readTarget } from '../../session/authCallbackParams.ts';
import { useSession, useSessionState } from '../../session/useSession.ts';
import type { RevealRegistration } from './useRegistrationHighlight.ts';
import { useStartOr } from './useStartOr.ts';

// The home page's first screen, in one chunk of its own: the header, the hero and the services. Their
// buttons and links are react-aria's; the page hydrates without that code and these parts right after
// (pages/home/firstScreenCode.ts). Each reads what changes (the session, the services' reveal) itself:
// a change of their props before they hydrate would make React drop their prerendered HTML.

export function HomeNavBar() {
  const session = useSession();
  const state = useSessionState();
  const user = state.status === 'authenticated' ? state.user : null;
  return (
    <NavBar
      isLoggedIn={user !== null}
      userName={user?.name}
      onLogout={() => session.logout()}
      onNavigate={scrollToSection}
    />
  );
}

type HomeHeroProps = { revealRegistration: RevealRegistration };
type HomeServicesProps = HomeHeroProps;

export function HomeHero({ revealRegistration }: HomeHeroProps) {
  const navigate = useNavigate();
  const session = useSession();
  const showAlert = useAlert();
  const startOr = useStartOr(revealRegistration);
  return (
    <Hero
      id="home"
      signedInStartHref="/dashboard"
      onStartFree={() => {
        track('hero', 'start-free');
        startOr('/dashboard');
      }}
      onAccessDashboard={() => {
        if (session.isStored()) void navigate({ to: '/dashboard' });
        else if (!revealRegistration({ highlight: false })) void navigate({ to: '/register' });
      }}
      // the hero's own alert opens (a popover, with or without the page's script); here it is counted
      onAdvertise={() => track('hero', 'advertise')}
      onPlayVideo={() => {
        track('hero', 'video');
        showAlert({ title: 'Video', message: 'Our 60-second product video is coming soon.' });
      }}
    />
  );
}

const orbitItems = services.map((service) => ({
  id: service.key,
  name: service.name,
  icon: <ServiceIcon service={service.icon} />,
  color: service.color,
  description: service.description,
  fullDescription: service.fullDescription,
}));

export function HomeServices({ revealRegistration }: HomeServicesProps) {
  const openService = useOpenService({ revealRegistration });
  const revealed = useRevealOnView('services');
  return (
    <ServicesOrbit
      services={orbitItems}
      revealed={revealed}
      onOpenService={(id) => {
        const key = readTarget(id);
        if (key) openService(key);
      }}
    />
  );
}

/** The first screen's parts, as the home route renders them. */
export type FirstScreen = {
  HomeNavBar: ComponentType;
  HomeHero: ComponentType<HomeHeroProps>;
  HomeServices: ComponentType<HomeServicesProps>;
};
