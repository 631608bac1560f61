import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PaymentSuccess, planStandingLabel } from '@winhub/ui';
import { useCallback } from 'react';
import { useSubscription } from '../../api/billing.ts';
import { subscriptionQuery } from '../../api/billingQueries.ts';
import { useCountdown } from '../../hooks/useCountdown.ts';
import * as layout from '../../layout.css.ts';
import { PageTitle } from '../../PageTitle.tsx';
import { trialEndOf } from '../../pages/billingViews.ts';

/** Seconds before /payment-success moves on to the dashboard (docs/product/billing.md, "Payment success"). */
const countdownSeconds = 5;

export const Route = createFileRoute('/_signedIn/payment-success')({
  loader: async ({ context }) => (await context.queryClient.load()).ensureQueryData(subscriptionQuery()),
  component: PaymentSuccessPage,
});

function PaymentSuccessPage() {
  const navigate = useNavigate();
  const goToDashboard = useCallback(() => void navigate({ to: '/dashboard' }), [navigate]);
  const secondsRemaining = useCountdown(countdownSeconds, goToDashboard);
  const subscription = useSubscription();
  return (
    <>
      <PageTitle page="Payment successful" />
      <main className={layout.narrowPage}>
        <PaymentSuccess
          secondsRemaining={secondsRemaining}
          onGoToDashboard={goToDashboard}
          planStanding={planStandingLabel({ isPremium: true, trialEnd: trialEndOf(subscription) })}
        />
      </main>
    </>
  );
}
