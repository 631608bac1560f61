import { createFileRoute } from '@tanstack/react-router';
import { useOpenService } from '../flows/useOpenService.ts';
import { AppServicePage } from '../pages/AppServicePage.tsx';

export const Route = createFileRoute('/erp')({ component: ERPPage });

function ERPPage() {
  const openService = useOpenService();
  return <AppServicePage title="ERP" service="erp" onAction={() => openService('erp')} />;
}
