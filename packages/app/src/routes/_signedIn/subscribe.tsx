import { createFileRoute, useNavigate } from '@tanstack/react-router';
import type { CreateSubscriptionResponse } from '@winhub/api/contract';
import { PageHeading, PaymentPlans, PriceSummary, Spinner } from '@winhub/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { createSubscription } from '../../api/billing.ts';
import { useRuntimeConfig } from '../../api/config.ts';
import { useToast } from '../../feedback/toast.ts';
import * as layout from '../../layout.css.ts';
import { PageTitle } from '../../page-title.tsx';
import { AppPageHeader } from '../../pages/AppPageHeader.tsx';
import { TestModePayment } from '../../payments/TestModePayment.tsx';

const StripePayment = lazy(() => import('../../payments/StripePayment.tsx'));

export const Route = createFileRoute('/_signedIn/subscribe')({ component: SubscribePage });

function SubscribePage() {
  const navigate = useNavigate();
  const toast = useToast();
  const config = useRuntimeConfig();
  const [setup, setSetup] = useState<CreateSubscriptionResponse | null>(null);
  const requested = useRef(false);

  useEffect(() => {
    if (requested.current) return;
    requested.current = true;
    createSubscription().then(setSetup, (error: unknown) => {
      console.error('Subscription setup failed', error);
      toast({
        title: 'Setup Error',
        description: 'Unable to setup payment. Please try again.',
        variant: 'destructive',
      });
      void navigate({ to: '/upgrade' });
    });
  }, [navigate, toast]);

  const publishableKey = config.data?.payment.publishableKey;
  const ready = setup && !config.isPending;

  return (
    <>
      <PageTitle page="Subscribe to Premium" />
      <AppPageHeader />
      <main className={layout.page}>
        <PageHeading title="Subscribe to Premium" />
        <div className={layout.split}>
          {ready ? (
            setup.mode === 'stripe' && publishableKey ? (
              <Suspense fallback={<Spinner label="Loading the payment form..." />}>
                <StripePayment publishableKey={publishableKey} clientSecret={setup.clientSecret} />
              </Suspense>
            ) : (
              <TestModePayment clientSecret={setup.clientSecret} />
            )
          ) : (
            <Spinner label="Preparing your subscription..." />
          )}
          <PriceSummary />
        </div>
        {setup ? <PaymentPlans currentPriceId={setup.priceId} /> : null}
      </main>
    </>
  );
}
