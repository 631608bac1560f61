import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { PaymentSuccess } from '@winhub/ui';
import { useCallback } from 'react';
import { useCountdown } from '../../flows/useCountdown.ts';
import * as layout from '../../layout.css.ts';
import { usePageTitle } from '../../page-title.ts';

/** Seconds before /payment-success moves on to the dashboard (spec §9). */
const countdownSeconds = 5;

export const Route = createFileRoute('/_signedIn/payment-success')({ component: PaymentSuccessPage });

function PaymentSuccessPage() {
  usePageTitle('Payment successful');
  const navigate = useNavigate();
  const goToDashboard = useCallback(() => void navigate({ to: '/dashboard' }), [navigate]);
  const secondsRemaining = useCountdown(countdownSeconds, goToDashboard);
  return (
    <main className={layout.centered}>
      <PaymentSuccess secondsRemaining={secondsRemaining} onGoToDashboard={goToDashboard} />
    </main>
  );
}
