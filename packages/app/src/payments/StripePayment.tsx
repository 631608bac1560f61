import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useQueryClient } from '@tanstack/react-query';
import { isValidCardNumber } from '@winhub/api/contract/cardNumber';
import { CardPaymentForm } from '@winhub/ui';
import { useMemo, useState } from 'react';
import { usePaymentFeedback } from './paymentFeedback.ts';

type StripePaymentProps = { publishableKey: string; clientSecret: string };

/** Stripe's Payment Element in the card form's slot (loaded only when the api serves a Stripe key). */
export default function StripePayment({ publishableKey, clientSecret }: StripePaymentProps) {
  const stripe = useMemo<Promise<Stripe | null>>(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe} options={{ clientSecret, appearance: { theme: 'night' } }}>
      <StripeCardForm clientSecret={clientSecret} />
    </Elements>
  );
}

function StripeCardForm({ clientSecret }: { clientSecret: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const queryClient = useQueryClient();
  const feedback = usePaymentFeedback();
  const [isPending, setPending] = useState(false);
  const [providerError, setProviderError] = useState<string>();

  const confirm = async () => {
    if (!stripe || !elements) return;
    setPending(true);
    setProviderError(undefined);
    const confirmParams = { return_url: `${window.location.origin}/payment-success` };
    // A subscription with a trial hands over a SetupIntent ("seti_…"), otherwise a PaymentIntent.
    const { error } = clientSecret.startsWith('seti_')
      ? await stripe.confirmSetup({ elements, confirmParams, redirect: 'if_required' })
      : await stripe.confirmPayment({ elements, confirmParams, redirect: 'if_required' });
    setPending(false);
    if (error) {
      const message = error.message ?? 'Your payment could not be completed.';
      setProviderError(message);
      feedback.failed(message);
      return;
    }
    await queryClient.invalidateQueries();
    feedback.succeeded();
  };

  return (
    <CardPaymentForm
      isValidCardNumber={isValidCardNumber}
      paymentElement={<PaymentElement />}
      onPaymentElementSubmit={() => void confirm()}
      onSubmit={() => void confirm()}
      isPending={isPending || !stripe}
      providerError={providerError}
    />
  );
}
