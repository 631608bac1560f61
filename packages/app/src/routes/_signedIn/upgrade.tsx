import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PlanComparison } from '@winhub/ui';
import * as layout from '../../layout.css.ts';
import { PageTitle } from '../../PageTitle.tsx';

export const Route = createFileRoute('/_signedIn/upgrade')({ component: UpgradePage });

function UpgradePage() {
  const navigate = useNavigate();
  return (
    <>
      <PageTitle page="Upgrade" />
      <main className={layout.page}>
        <PlanComparison
          onContinueFree={() => void navigate({ to: '/winmeet' })}
          onUpgrade={() => void navigate({ to: '/subscribe' })}
          onBackToHome={() => void navigate({ to: '/' })}
        />
      </main>
    </>
  );
}
