import { useNavigate } from '@tanstack/react-router';
import { useToast } from '../feedback/toast.ts';

/** The toasts and the redirect around a card confirmation (spec §4, §8). */
export function usePaymentFeedback() {
  const toast = useToast();
  const navigate = useNavigate();
  return {
    succeeded() {
      toast({ title: 'Payment Successful', description: 'Welcome to WinHub Premium!', variant: 'success' });
      void navigate({ to: '/payment-success' });
    },
    failed(message: string) {
      toast({ title: 'Payment Failed', description: message, variant: 'destructive' });
    },
  };
}
