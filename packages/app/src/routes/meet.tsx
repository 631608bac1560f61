import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { MeetPage as MeetPageContent } from '@winhub/ui';
import { usePageTitle } from '../page-title.ts';
import { useBannerAdSlot } from '../pages/useBannerAdSlot.tsx';
import { useSignedInPlan } from '../session/useSignedInPlan.ts';

export const Route = createFileRoute('/meet')({ component: MeetPage });

/** A static page: only the upgrade buttons act, both to /upgrade (spec §2). */
function MeetPage() {
  usePageTitle('Meet');
  const navigate = useNavigate();
  const { plan } = useSignedInPlan();
  const adSlot = useBannerAdSlot();
  return (
    <main>
      <MeetPageContent plan={plan} adSlot={adSlot} onUpgrade={() => void navigate({ to: '/upgrade' })} />
    </main>
  );
}
