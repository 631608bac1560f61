import { createFileRoute, useNavigate } from '@tanstack/react-router';
import {
  BannerAd,
  DashboardHeader,
  Greeting,
  PlanBadge,
  QuickActionList,
  ServiceCardGrid,
  WelcomeBanner,
} from '@winhub/ui';
import { useOpenService } from '../../flows/useOpenService.ts';
import * as layout from '../../layout.css.ts';
import { usePageTitle } from '../../page-title.ts';
import { services } from '../../services.ts';
import { useAuth } from '../../session/AuthProvider.tsx';
import { useSignedInPlan } from '../../session/useSignedInPlan.ts';

export const Route = createFileRoute('/_signedIn/dashboard')({ component: DashboardPage });

function DashboardPage() {
  usePageTitle('Dashboard');
  const navigate = useNavigate();
  const { state, logout } = useAuth();
  const { plan } = useSignedInPlan();
  const openService = useOpenService();
  const firstName = state.status === 'authenticated' ? state.user.name : undefined;

  return (
    <>
      <DashboardHeader
        onBackToHome={() => void navigate({ to: '/' })}
        onSettings={() => void navigate({ to: '/settings' })}
        onSignOut={() => logout('/')}
      />
      <main className={layout.page}>
        <Greeting name={firstName} badge={<PlanBadge plan={plan} />} />
        <WelcomeBanner plan={plan} upgradeHref="/upgrade" />
        <ServiceCardGrid
          services={services.map(({ key, name, description }) => ({ service: key, name, description }))}
          onOpen={openService}
        />
        <BannerAd plan={plan} />
        <QuickActionList />
      </main>
    </>
  );
}
