import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import type { CreateSubscriptionResponse } from '@winhub/api/contract';
import { PageHeading, PaymentPlans, PriceSummary, Spinner } from '@winhub/ui';
import { lazy, Suspense, useEffect } from 'react';
import { createSubscription } from '../../api/billing.ts';
import { runtimeConfigQuery } from '../../api/config.ts';
import { useToast } from '../../feedback/toast.ts';
import { useSettledValue } from '../../hooks/useSettledValue.ts';
import * as layout from '../../layout.css.ts';
import { PageTitle } from '../../PageTitle.tsx';
import { TestModePayment } from '../../payments/TestModePayment.tsx';

const StripePayment = lazy(() => import('../../payments/StripePayment.tsx'));

type Setup = { ok: true; setup: CreateSubscriptionResponse } | { ok: false };

/** The checkout starts once per visit, from the loader (never on a preload), while the page shows. */
export const Route = createFileRoute('/_signedIn/subscribe')({
  loader: ({ context, preload }) => {
    void context.queryClient.load().then((queryClient) => queryClient.prefetchQuery(runtimeConfigQuery()));
    if (preload) return { setup: null };
    const setup: Promise<Setup> = createSubscription().then(
      (answer) => ({ ok: true, setup: answer }),
      (error: unknown) => {
        console.error('Subscription setup failed', error);
        return { ok: false };
      },
    );
    return { setup };
  },
  staleTime: Number.POSITIVE_INFINITY,
  shouldReload: false,
  component: SubscribePage,
});

function Preparing() {
  return (
    <div className={layout.split}>
      <Spinner label="Preparing your subscription..." />
      <PriceSummary />
    </div>
  );
}

function SubscribePage() {
  const outcome = useSettledValue(Route.useLoaderData().setup);
  return (
    <>
      <PageTitle page="Subscribe to Premium" />
      <main className={layout.page}>
        <PageHeading title="Subscribe to Premium" />
        {outcome ? <Checkout outcome={outcome} /> : <Preparing />}
      </main>
    </>
  );
}

function Checkout({ outcome }: { outcome: Setup }) {
  const config = useSuspenseQuery(runtimeConfigQuery()).data;
  const navigate = useNavigate();
  const toast = useToast();

  useEffect(() => {
    if (outcome.ok) return;
    toast({
      title: 'Setup Error',
      description: 'Unable to setup payment. Please try again.',
      variant: 'destructive',
    });
    void navigate({ to: '/upgrade' });
  }, [outcome, toast, navigate]);

  if (!outcome.ok) return <Preparing />;
  const { clientSecret, mode, priceId } = outcome.setup;
  const publishableKey = config.payment.publishableKey;
  return (
    <>
      <div className={layout.split}>
        {mode === 'stripe' && publishableKey ? (
          <Suspense fallback={<Spinner label="Loading the payment form..." />}>
            <StripePayment publishableKey={publishableKey} clientSecret={clientSecret} />
          </Suspense>
        ) : (
          <TestModePayment clientSecret={clientSecret} />
        )}
        <PriceSummary />
      </div>
      <PaymentPlans currentPriceId={priceId} />
    </>
  );
}
