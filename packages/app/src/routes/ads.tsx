import { createFileRoute } from '@tanstack/react-router';
import { AdsServicePage } from '@winhub/ui';
import { useOpenService } from '../flows/useOpenService.ts';
import { PageTitle } from '../PageTitle.tsx';
import { AppPageHeader } from '../pages/AppPageHeader.tsx';
import { useBannerAdSlot } from '../pages/useBannerAdSlot.tsx';

export const Route = createFileRoute('/ads')({ component: AdsPage });

/**
 * 'Open WinAds' opens the ads app in a new tab; the dashboard's Ads card stays 'coming soon'
 * (docs/product/services.md, "Ads page").
 */
function AdsPage() {
  const openService = useOpenService({ ignoreComingSoon: true });
  const adSlot = useBannerAdSlot();
  return (
    <>
      <PageTitle page="Ads" />
      <AppPageHeader />
      <main>
        <AdsServicePage onOpenApp={() => openService('ads')} adSlot={adSlot} />
      </main>
    </>
  );
}
