import { timing } from '@winhub/tokens/values';
import { CircleCheck } from 'lucide-react';
import { Badge } from '../../primitives/Badge/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Countdown } from '../../status/Countdown/index.ts';
import { card, icon, message, title } from './PaymentSuccess.css.ts';

export type PaymentSuccessProps = {
  /** Seconds left before the app redirects to /dashboard; the app runs the timer. */
  secondsRemaining?: number;
  /** Where the countdown started: 5 s (docs/product/billing.md, "Payment success"). */
  totalSeconds?: number;
  onGoToDashboard?: () => void;
  /** The plan as every screen names it, e.g. "Premium, trial until Dec 7, 2026" (planStandingLabel). */
  planStanding?: string;
  title?: string;
  message?: string;
  /** Builds the countdown line from the seconds left. */
  countdownText?: (secondsLeft: number) => string;
  goToDashboardLabel?: string;
};

export const defaultPaymentCountdownText = (secondsLeft: number) =>
  `Redirecting to your dashboard in ${secondsLeft} ${secondsLeft === 1 ? 'second' : 'seconds'}...`;

/** /payment-success: confirmation with a 5-second countdown to the dashboard. */
export function PaymentSuccess({
  secondsRemaining = timing.paymentSuccessCountdownS,
  totalSeconds = timing.paymentSuccessCountdownS,
  onGoToDashboard,
  planStanding,
  title: titleText = 'Payment Successful',
  message: messageText = 'Welcome to WinHub Premium!',
  countdownText = defaultPaymentCountdownText,
  goToDashboardLabel = 'Go to Dashboard',
}: PaymentSuccessProps) {
  return (
    <section className={card} aria-labelledby="payment-success-title">
      <span className={icon}>
        <CircleCheck size={32} aria-hidden="true" />
      </span>
      <h1 id="payment-success-title" className={title}>
        {titleText}
      </h1>
      <p className={message}>{messageText}</p>
      {planStanding && (
        <Badge variant="premium" size="md">
          {planStanding}
        </Badge>
      )}
      <Countdown secondsLeft={secondsRemaining} totalSeconds={totalSeconds} message={countdownText} />
      {onGoToDashboard && <Button onPress={onGoToDashboard}>{goToDashboardLabel}</Button>}
    </section>
  );
}
