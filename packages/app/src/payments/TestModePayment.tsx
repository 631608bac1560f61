import { isValidCardNumber } from '@winhub/api/contract/cardNumber';
import { CardPaymentForm } from '@winhub/ui';
import { useState } from 'react';
import { useConfirmTestPayment } from '../api/billing.ts';
import { HttpError } from '../api/http.ts';
import { toTestCard } from './cardDetails.ts';
import { usePaymentFeedback } from './paymentFeedback.ts';

/** The embedded test-mode gateway's card form, with its visible "Test mode" note. */
export function TestModePayment({ clientSecret }: { clientSecret: string }) {
  const confirm = useConfirmTestPayment();
  const feedback = usePaymentFeedback();
  const [providerError, setProviderError] = useState<string>();

  return (
    <CardPaymentForm
      isValidCardNumber={isValidCardNumber}
      testMode
      isPending={confirm.isPending}
      providerError={providerError}
      onSubmit={(card) => {
        setProviderError(undefined);
        confirm.mutate(
          { clientSecret, card: toTestCard(card) },
          {
            onSuccess: feedback.succeeded,
            onError: (error) => {
              const message = (error instanceof HttpError && error.apiMessage) || error.message;
              setProviderError(message);
              feedback.failed(message);
            },
          },
        );
      }}
    />
  );
}
