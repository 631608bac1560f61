import { createFileRoute } from '@tanstack/react-router';
import type { Persona } from '@winhub/api/contract';
import { PersonaChoice, RegisterForm } from '@winhub/ui';
import { useState } from 'react';
import { resolvePrefill } from '../flows/registration-prefill.ts';
import { useCreateAccountFlow } from '../flows/useCreateAccountFlow.ts';
import * as layout from '../layout.css.ts';
import { usePageTitle } from '../page-title.ts';
import { prefillSourceSchema } from '../search-params.ts';
import { storageKeys } from '../session/storage-keys.ts';

export const Route = createFileRoute('/register')({
  validateSearch: prefillSourceSchema,
  component: RegisterPage,
});

/** Reads the stored prefill once and removes it (spec §2). */
function takeStoredPrefill(): string | null {
  const raw = window.localStorage.getItem(storageKeys.registrationPrefill);
  window.localStorage.removeItem(storageKeys.registrationPrefill);
  return raw;
}

function RegisterPage() {
  usePageTitle('Create your account');
  const search = Route.useSearch();
  const [prefill] = useState(() => resolvePrefill(search, takeStoredPrefill()));
  const [persona, setPersona] = useState<Persona | null>(null);
  const { submit, isPending } = useCreateAccountFlow();

  return (
    <main className={layout.narrowPage}>
      {persona === null ? (
        <PersonaChoice onChoose={setPersona} />
      ) : (
        <RegisterForm
          persona={persona}
          defaultValues={prefill}
          isPending={isPending}
          onBack={() => setPersona(null)}
          onSubmit={(values) => submit({ ...values, persona })}
        />
      )}
    </main>
  );
}
