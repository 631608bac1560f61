import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { BusinessProfilePicker, texts } from '@winhub/ui';
import { chosenPersona } from '../browserStorage.ts';
import * as layout from '../layout.css.ts';
import { PageTitle } from '../PageTitle.tsx';

export const Route = createFileRoute('/persona-selection')({ component: PersonaSelectionPage });

/**
 * Continue stores the chosen profile locally and goes to the dashboard
 * (docs/product/sign-in-and-session.md, "Persona picker").
 */
function PersonaSelectionPage() {
  const navigate = useNavigate();
  return (
    <main className={layout.page}>
      <PageTitle page={texts.pt('pageTitle.personaSelection')} />
      <BusinessProfilePicker
        onContinue={(persona) => {
          chosenPersona.write(persona);
          void navigate({ to: '/dashboard' });
        }}
      />
    </main>
  );
}
