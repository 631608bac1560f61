import { createFileRoute } from '@tanstack/react-router';
import { MarketServicePage } from '@winhub/ui';
import { useOpenService } from '../flows/useOpenService.ts';
import { usePageTitle } from '../page-title.ts';
import { useBannerAdSlot } from '../pages/useBannerAdSlot.tsx';

export const Route = createFileRoute('/market')({ component: MarketPage });

function MarketPage() {
  usePageTitle('Market');
  const openService = useOpenService();
  const adSlot = useBannerAdSlot();
  return (
    <main>
      <MarketServicePage onOpenApp={() => openService('market')} adSlot={adSlot} />
    </main>
  );
}
