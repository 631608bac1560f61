import { createFileRoute } from '@tanstack/react-router';
import { WmsServicePage } from '@winhub/ui';
import { PageTitle } from '../PageTitle.tsx';
import { AppPageHeader } from '../pages/AppPageHeader.tsx';
import { useBannerAdSlot } from '../pages/useBannerAdSlot.tsx';

export const Route = createFileRoute('/wms')({ component: WmsPage });

/** Its Get Started button does nothing (docs/product/services.md, "WMS page"). */
function WmsPage() {
  const adSlot = useBannerAdSlot();
  return (
    <>
      <PageTitle page="WMS" />
      <AppPageHeader />
      <main>
        <WmsServicePage adSlot={adSlot} />
      </main>
    </>
  );
}
