import { createFileRoute } from '@tanstack/react-router';
import { AdsServicePage } from '@winhub/ui';
import { useOpenService } from '../flows/useOpenService.ts';
import { usePageTitle } from '../page-title.ts';
import { useBannerAdSlot } from '../pages/useBannerAdSlot.tsx';

export const Route = createFileRoute('/ads')({ component: AdsPage });

function AdsPage() {
  usePageTitle('Ads');
  const openService = useOpenService();
  const adSlot = useBannerAdSlot();
  return (
    <main>
      <AdsServicePage onOpenApp={() => openService('ads')} adSlot={adSlot} />
    </main>
  );
}
