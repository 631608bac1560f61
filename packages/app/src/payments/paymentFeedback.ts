import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { useToast } from '../feedback/toast.ts';

/** The toasts and the redirect around a card confirmation (docs/product/billing.md, "Subscribe"). */
export function usePaymentFeedback() {
  const toast = useToast();
  const navigate = useNavigate();
  const closeFailure = useRef<(() => void) | null>(null);
  return {
    succeeded() {
      // A declined card's toast must not sit above "Payment Successful" once a card goes through.
      closeFailure.current?.();
      closeFailure.current = null;
      toast({ title: 'Payment Successful', description: 'Welcome to WinHub Premium!', variant: 'success' });
      void navigate({ to: '/payment-success' });
    },
    failed(message: string) {
      closeFailure.current?.();
      closeFailure.current = toast({ title: 'Payment Failed', description: message, variant: 'destructive' });
    },
  };
}
