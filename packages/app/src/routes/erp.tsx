import { createFileRoute } from '@tanstack/react-router';
import { ErpServicePage } from '@winhub/ui';
import { useOpenService } from '../flows/useOpenService.ts';
import { usePageTitle } from '../page-title.ts';
import { useBannerAdSlot } from '../pages/useBannerAdSlot.tsx';

export const Route = createFileRoute('/erp')({ component: ERPPage });

function ERPPage() {
  usePageTitle('ERP');
  const openService = useOpenService();
  const adSlot = useBannerAdSlot();
  return (
    <main>
      <ErpServicePage onAccess={() => openService('erp')} adSlot={adSlot} />
    </main>
  );
}
