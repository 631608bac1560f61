import { createFileRoute } from '@tanstack/react-router';
import { useOpenService } from '../flows/useOpenService.ts';
import { AppServicePage } from '../pages/AppServicePage.tsx';

export const Route = createFileRoute('/ads')({ component: AdsPage });

/**
 * 'Open WinAds' opens the ads app in a new tab; the dashboard's Ads card stays 'coming soon'
 * (docs/product/services.md, "Ads page").
 */
function AdsPage() {
  const openService = useOpenService({ ignoreComingSoon: true });
  return <AppServicePage title="Ads" service="ads" onAction={() => openService('ads')} />;
}
