import { createFileRoute } from '@tanstack/react-router';
import { AppServicePage } from '../pages/AppServicePage.tsx';

export const Route = createFileRoute('/wms')({ component: WmsPage });

/** Its Get Started button does nothing (docs/product/services.md, "WMS page"). */
function WmsPage() {
  return <AppServicePage title="WMS" service="wms" />;
}
