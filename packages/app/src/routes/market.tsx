import { createFileRoute } from '@tanstack/react-router';
import { useOpenService } from '../flows/useOpenService.ts';
import { AppServicePage } from '../pages/AppServicePage.tsx';

export const Route = createFileRoute('/market')({ component: MarketPage });

function MarketPage() {
  const openService = useOpenService();
  return <AppServicePage title="Market" service="market" onAction={() => openService('market')} />;
}
