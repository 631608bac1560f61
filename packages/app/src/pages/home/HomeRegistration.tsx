import { AlreadyLoggedInDialog, RegistrationSection } from '@winhub/ui';
import { useLeadRegistration } from '../../flows/useLeadRegistration.ts';
import { useHydrated } from '../../hooks/useHydrated.ts';
import { PageProviders } from '../../PageProviders.tsx';

/**
 * The home registration section and its already-logged-in dialog
 * (docs/product/landing.md, "Registration section"). Below the fold, so the home page loads it after its
 * first paint.
 */
export default function HomeRegistration({ highlighted }: { highlighted: boolean }) {
  // the landing page's one part that calls the api, so the query cache's code comes with it
  return (
    <PageProviders>
      <RegistrationForms highlighted={highlighted} />
    </PageProviders>
  );
}

function RegistrationForms({ highlighted }: { highlighted: boolean }) {
  const lead = useLeadRegistration();
  const hydrated = useHydrated();
  return (
    <>
      <RegistrationSection
        highlighted={highlighted}
        isSubmitting={lead.isSubmitting}
        isReadOnly={!hydrated}
        onSubmit={lead.submit}
      />
      <AlreadyLoggedInDialog
        isOpen={lead.loggedInUser !== null}
        user={lead.loggedInUser}
        onCancel={lead.cancelLogout}
        onProceed={lead.proceedAndLogout}
      />
    </>
  );
}
