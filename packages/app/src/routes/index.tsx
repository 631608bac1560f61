import { createFileRoute } from '@tanstack/react-router';
import { lazy } from 'react';
import * as layout from '../layout.css.ts';
import { PageTitle } from '../PageTitle.tsx';
import type { FirstScreen } from '../pages/home/FirstScreen.tsx';
import { firstScreenCode, firstScreenUnlessPrerendered } from '../pages/home/firstScreenCode.ts';
import { LaterPart } from '../pages/home/LaterPart.tsx';
import { lazyExport } from '../pages/home/lazyExport.ts';
import { registrationSectionId, useRegistrationHighlight } from '../pages/home/useRegistrationHighlight.ts';
import { whenNearView } from '../pages/home/whenNearView.ts';

export const Route = createFileRoute('/')({ loader: firstScreenUnlessPrerendered, component: HomePage });

// The first screen (pages/home/FirstScreen.tsx). Hydrating the prerendered page, its parts are lazy: their
// HTML stays in place until their code arrives (pages/home/firstScreenCode.ts). Arriving from another
// page, the loader has brought that code and they render at once.
const lazyFirstScreen: FirstScreen = {
  HomeNavBar: lazyExport(firstScreenCode, 'HomeNavBar'),
  HomeHero: lazyExport(firstScreenCode, 'HomeHero'),
  HomeServices: lazyExport(firstScreenCode, 'HomeServices'),
};

// Below the fold, with the forms code: not part of the first screen's chunks; its prerendered HTML
// stays in place until the chunk, asked for as the section comes near the viewport, arrives.
const registrationCode = () =>
  whenNearView(`#${registrationSectionId}`).then(() => import('../pages/home/HomeRegistration.tsx'));
const HomeRegistration = lazy(registrationCode);

const registrationPlaceholder = <section id={registrationSectionId} className={layout.sectionPlaceholder} />;

// Below the first screen, in their own chunk (pages/home/BelowTheFold.tsx). Each asks for the chunk as
// its section comes near the viewport.
const belowTheFold = (selector: string) =>
  whenNearView(selector).then(() => import('../pages/home/BelowTheFold.tsx'));
const HomePricing = lazyExport(() => belowTheFold('#pricing'), 'HomePricing');
const HomeStorySections = lazyExport(() => belowTheFold('#about'), 'HomeStorySections');
const HomeFooter = lazyExport(() => belowTheFold('footer'), 'HomeFooter');

function HomePage() {
  const firstScreen = Route.useLoaderData() ?? lazyFirstScreen;
  const registration = useRegistrationHighlight();
  const { reveal } = registration;

  return (
    <>
      <PageTitle page={null} />
      <LaterPart part={firstScreen.HomeNavBar} />
      <main>
        <LaterPart part={firstScreen.HomeHero} revealRegistration={reveal} />
        <LaterPart part={firstScreen.HomeServices} revealRegistration={reveal} />
        <LaterPart part={HomePricing} revealRegistration={reveal} />
        <LaterPart part={HomeStorySections} />
        <LaterPart
          part={HomeRegistration}
          fallback={registrationPlaceholder}
          highlighted={registration.highlighted}
        />
      </main>
      <LaterPart part={HomeFooter} />
    </>
  );
}
