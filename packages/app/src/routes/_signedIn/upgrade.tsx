import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PlanComparison } from '@winhub/ui';
import * as layout from '../../layout.css.ts';
import { usePageTitle } from '../../page-title.ts';

export const Route = createFileRoute('/_signedIn/upgrade')({ component: UpgradePage });

function UpgradePage() {
  usePageTitle('Upgrade');
  const navigate = useNavigate();
  return (
    <main className={layout.page}>
      <PlanComparison
        onContinueFree={() => void navigate({ to: '/winmeet' })}
        onUpgrade={() => void navigate({ to: '/subscribe' })}
        onBackToHome={() => void navigate({ to: '/' })}
      />
    </main>
  );
}
