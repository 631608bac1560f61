import { createFileRoute } from '@tanstack/react-router';
import { MarketServicePage } from '@winhub/ui';
import { useOpenService } from '../flows/useOpenService.ts';
import { PageTitle } from '../PageTitle.tsx';
import { AppPageHeader } from '../pages/AppPageHeader.tsx';
import { useBannerAdSlot } from '../pages/useBannerAdSlot.tsx';

export const Route = createFileRoute('/market')({ component: MarketPage });

function MarketPage() {
  const openService = useOpenService();
  const adSlot = useBannerAdSlot();
  return (
    <>
      <PageTitle page="Market" />
      <AppPageHeader />
      <main>
        <MarketServicePage onOpenApp={() => openService('market')} adSlot={adSlot} />
      </main>
    </>
  );
}
