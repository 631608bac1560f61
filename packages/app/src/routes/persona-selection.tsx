import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PersonaPicker } from '@winhub/ui';
import * as layout from '../layout.css.ts';
import { usePageTitle } from '../page-title.ts';
import { storageKeys } from '../session/storage-keys.ts';

export const Route = createFileRoute('/persona-selection')({ component: PersonaSelectionPage });

/** Continue stores the chosen profile locally and goes to the dashboard (spec §2). */
function PersonaSelectionPage() {
  usePageTitle('Escolha seu perfil');
  const navigate = useNavigate();
  return (
    <main className={layout.page}>
      <PersonaPicker
        onContinue={(persona) => {
          window.localStorage.setItem(storageKeys.persona, persona);
          void navigate({ to: '/dashboard' });
        }}
      />
    </main>
  );
}
