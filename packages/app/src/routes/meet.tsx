import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { MeetPage as MeetPageContent } from '@winhub/ui';
import { PageTitle } from '../PageTitle.tsx';
import { AppPageHeader } from '../pages/AppPageHeader.tsx';
import { useBannerAdSlot } from '../pages/useBannerAdSlot.tsx';
import { useSignedInPlan } from '../session/useSignedInPlan.ts';

export const Route = createFileRoute('/meet')({ component: MeetPage });

/** A static page: only the upgrade buttons act, both to /upgrade (docs/product/services.md, "Meet page"). */
function MeetPage() {
  const navigate = useNavigate();
  const { plan } = useSignedInPlan();
  const adSlot = useBannerAdSlot();
  return (
    <>
      <PageTitle page="Meet" />
      <AppPageHeader />
      <main>
        <MeetPageContent plan={plan} adSlot={adSlot} onUpgrade={() => void navigate({ to: '/upgrade' })} />
      </main>
    </>
  );
}
