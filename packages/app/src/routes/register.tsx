import { createFileRoute } from '@tanstack/react-router';
import type { Persona } from '@winhub/api/contract';
import { PersonaChoice, Spinner } from '@winhub/ui';
import { useEffect, useState } from 'react';
import { useRuntimeConfig } from '../api/config.ts';
import { registrationPrefill } from '../browserStorage.ts';
import { Later, laterCode } from '../laterComponent.tsx';
import * as layout from '../layout.css.ts';
import { PageTitle } from '../PageTitle.tsx';
import { resolvePrefill } from '../pages/register/registrationPrefill.ts';
import { readPrefillSource } from '../searchParams.ts';

const registerStepCode = laterCode(() =>
  import('../pages/register/RegisterStep.tsx').then((code) => code.RegisterStep),
);
/**
 * Fetched as soon as a persona card is hovered, focused or pressed: the form is there on the choice. A
 * failed early fetch is not reported here; rendering the step imports it again and shows the failure.
 */
const preloadRegisterStep = () => void registerStepCode.load().catch(() => undefined);

export const Route = createFileRoute('/register')({
  validateSearch: readPrefillSource,
  component: RegisterPage,
});

function RegisterPage() {
  const search = Route.useSearch();
  // Storage is read after hydration (the prerendered page has none); the form shows after a persona click.
  const [storedPrefill, setStoredPrefill] = useState<string | null>(null);
  useEffect(() => {
    // read once and removed (docs/product/sign-in-and-session.md, "Create an account (/register)")
    const raw = registrationPrefill.take();
    if (raw !== null) setStoredPrefill(raw);
  }, []);
  const prefill = resolvePrefill(search, storedPrefill);
  const [persona, setPersona] = useState<Persona | null>(null);
  const accountsAtProvider = useRuntimeConfig()?.accountsAtProvider ?? false;

  return (
    <main className={layout.narrowPage}>
      <PageTitle page="Create your account" />
      {persona === null ? (
        <PersonaChoice onChoose={setPersona} onPreview={preloadRegisterStep} />
      ) : (
        <Later
          code={registerStepCode}
          props={{ persona, prefill, accountsAtProvider, onBack: () => setPersona(null) }}
          fallback={<Spinner label="Loading the form..." />}
        />
      )}
    </main>
  );
}
