import { createFileRoute } from '@tanstack/react-router';
import { InvoiceTable, PageHeading, SubscriptionSummary } from '@winhub/ui';
import {
  useCancelSubscription,
  useInvoices,
  useResumeSubscription,
  useSubscription,
} from '../../api/billing.ts';
import { useToast } from '../../feedback/toast.ts';
import * as layout from '../../layout.css.ts';
import { PageTitle } from '../../PageTitle.tsx';
import { toInvoiceRow, toSubscriptionInfo } from '../../pages/billingViews.ts';
import { RenderAfterPaint } from '../../RenderAfterPaint.tsx';

export const Route = createFileRoute('/_signedIn/billing')({
  loader: ({ context }) => context.queryClient.ensurePageData('/billing'),
  component: BillingPage,
});

function BillingPage() {
  const toast = useToast();
  const subscription = useSubscription();
  const invoices = useInvoices();
  const cancel = useCancelSubscription();
  const resume = useResumeSubscription();
  const failed = (error: Error) =>
    toast({ title: 'Update failed', description: error.message, variant: 'destructive' });

  return (
    <>
      <PageTitle page="Billing" />
      <main className={layout.page}>
        <PageHeading title="Billing" />
        {/* the plan's card (its dialogs' triggers) and the invoices render after the heading has painted */}
        <RenderAfterPaint>
          <SubscriptionSummary
            subscription={toSubscriptionInfo(subscription)}
            pendingAction={cancel.isPending ? 'cancel' : resume.isPending ? 'resume' : null}
            onCancel={() => cancel.mutate(undefined, { onError: failed })}
            onResume={() => resume.mutate(undefined, { onError: failed })}
          />
          <InvoiceTable invoices={invoices.map(toInvoiceRow)} />
        </RenderAfterPaint>
      </main>
    </>
  );
}
