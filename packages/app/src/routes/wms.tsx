import { createFileRoute } from '@tanstack/react-router';
import { WmsServicePage } from '@winhub/ui';
import { usePageTitle } from '../page-title.ts';
import { useBannerAdSlot } from '../pages/useBannerAdSlot.tsx';

export const Route = createFileRoute('/wms')({ component: WmsPage });

/** Its Get Started button has no behaviour in the spec (§2). */
function WmsPage() {
  usePageTitle('WMS');
  const adSlot = useBannerAdSlot();
  return (
    <main>
      <WmsServicePage adSlot={adSlot} />
    </main>
  );
}
