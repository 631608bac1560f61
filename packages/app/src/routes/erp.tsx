import { createFileRoute } from '@tanstack/react-router';
import { ErpServicePage } from '@winhub/ui';
import { useOpenService } from '../flows/useOpenService.ts';
import { PageTitle } from '../PageTitle.tsx';
import { AppPageHeader } from '../pages/AppPageHeader.tsx';
import { useBannerAdSlot } from '../pages/useBannerAdSlot.tsx';

export const Route = createFileRoute('/erp')({ component: ERPPage });

function ERPPage() {
  const openService = useOpenService();
  const adSlot = useBannerAdSlot();
  return (
    <>
      <PageTitle page="ERP" />
      <AppPageHeader />
      <main>
        <ErpServicePage onAccess={() => openService('erp')} adSlot={adSlot} />
      </main>
    </>
  );
}
