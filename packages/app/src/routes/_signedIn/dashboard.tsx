import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { BannerAd, Greeting, PlanBadge, QuickActionList, ServiceCardGrid, WelcomeBanner } from '@winhub/ui';
import { useSubscription } from '../../api/billing.ts';
import { runtimeConfigQuery } from '../../api/config.ts';
import { userOrganizationQuery } from '../../api/organizationQueries.ts';
import { useOpenService } from '../../flows/useOpenService.ts';
import * as layout from '../../layout.css.ts';
import { PageTitle } from '../../PageTitle.tsx';
import { trialEndOf } from '../../pages/billingViews.ts';
import { VerifyEmailNotice } from '../../pages/VerifyEmailNotice.tsx';
import { RenderAfterPaint } from '../../RenderAfterPaint.tsx';
import { services } from '../../services.ts';
import { useSessionState } from '../../session/useSession.ts';
import { planOf } from '../../session/useSignedInPlan.ts';

export const Route = createFileRoute('/_signedIn/dashboard')({
  loader: ({ context }) => context.queryClient.ensurePageData('/dashboard'),
  component: DashboardPage,
});

function DashboardPage() {
  const state = useSessionState();
  const plan = planOf(useSuspenseQuery(userOrganizationQuery()).data.organization.subscriptionType);
  const subscription = useSubscription();
  const openService = useOpenService();
  const accountsHere = !useSuspenseQuery(runtimeConfigQuery()).data.accountsAtProvider;
  const greetedName = state.status === 'authenticated' ? state.user.fullName || state.user.name : undefined;

  return (
    <>
      <PageTitle page="Dashboard" />
      <main className={layout.page}>
        <Greeting name={greetedName} badge={<PlanBadge plan={plan} trialEnd={trialEndOf(subscription)} />} />
        {/* with an external provider, the address is the provider's to verify */}
        {state.status === 'authenticated' && state.user.emailVerified === false && accountsHere ? (
          <VerifyEmailNotice email={state.user.email} />
        ) : null}
        <WelcomeBanner plan={plan} upgradeHref="/upgrade" />
        {/* the cards (a react-aria button each) render after the greeting has painted */}
        <RenderAfterPaint>
          <ServiceCardGrid
            services={services.map(({ key, name, description }) => ({ service: key, name, description }))}
            onOpen={openService}
          />
          <BannerAd plan={plan} />
          <QuickActionList />
        </RenderAfterPaint>
      </main>
    </>
  );
}
